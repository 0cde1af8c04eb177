/**
 * Compiles content files on worker threads (tinypool), one per core. Markdown with Shiki is
 * CPU-bound JavaScript: a cold build of a big blog on one thread uses one core of two. A worker
 * costs about a second to start (tsx, the markdown pipeline, Shiki's grammars), so `compileContent`
 * only sends files here once it has compiled `offloadAfter` of them itself.
 */
import { availableParallelism } from 'node:os'
import Tinypool from 'tinypool'
import type { compileFile, FileResult } from './compile-file.ts'
import { resultOf } from './compile-cache-fs.ts'

/** Workers that compile files; `close` ends them. */
export interface CompilePool {
  compile(...args: Parameters<typeof compileFile>): Promise<FileResult>
  close(): Promise<void>
}

/** Workers a pool starts: one per core. */
export const compileWorkers = () => Math.max(1, availableParallelism())

/** Starts the compile workers. */
export function compilePool(): CompilePool {
  const pool = new Tinypool({
    filename: new URL('./compile-worker-fs.mjs', import.meta.url).href,
    minThreads: compileWorkers(),
    maxThreads: compileWorkers(),
  })
  return {
    // Results come back as cache-entry text: one string to copy, not a body's tree to clone.
    compile: async (...args) => resultOf((await pool.run(args)) as string),
    close: () => pool.destroy(),
  }
}
