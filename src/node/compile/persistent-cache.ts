import type { FileResult } from './file/compile-file.ts'

/** Compiled files kept between processes (the store's, compile-entry-fs.ts). */
export interface PersistentCache {
  get(path: string, key: string): Promise<FileResult | undefined>
  set(path: string, key: string, result: FileResult): Promise<void>
  /** A value made from many files at once (last-made.ts), kept until written again. */
  readMemo(name: string): unknown
  writeMemo(name: string, value: unknown): void
}
