/**
 * One content file's compile on a thread of the build's pool (build-pool.ts): the same
 * `compileFile` the build's own thread runs, and the article's share QR code, which is kept with it.
 */
import { compileFile, type FileResult } from './compile-file.ts'
import { shareQr } from './share-qr.ts'

export interface CompileTask {
  args: Parameters<typeof compileFile>
  /** The article's address, for its share QR code. */
  share?: string
}

export default async function compileInWorker({ args, share }: CompileTask): Promise<FileResult> {
  const result = await compileFile(...args)
  if (share && result.compiled) result.compiled.share = await shareQr(share)
  return result
}

export const compileFileWorker = new URL(import.meta.url)
