/**
 * Compiles content files on worker threads, one per core. Markdown with Shiki is CPU-bound
 * JavaScript, so a cold build of a big blog on one thread used one core of two: 2,000 files took
 * ≈33 s. A worker costs ≈1–2 s to start (tsx, the markdown pipeline, Shiki's grammars), so
 * `compileContent` only starts them once a build has many files to compile (`offloadAfter`).
 */
import { availableParallelism } from 'node:os'
import type { compileFile } from './compile-file.ts'
import { resultOf } from './compile-cache-fs.ts'
import { jobWorker } from './typescript-worker-fs.ts'
import { twinAffinity } from './twin-order.ts'

type Args = Parameters<typeof compileFile>
type Result = Awaited<ReturnType<typeof compileFile>>

/** Workers that compile files; `close` ends them. */
export interface CompilePool {
  /** Compiles one file on the worker with the fewest files waiting. */
  compile(...args: Args): Promise<Result>
  /** How many workers there are. */
  readonly size: number
  close(): Promise<void>
}

export interface CompilePoolOptions {
  /** Number of workers; defaults to the cores this process may use. */
  size?: number
  /** The worker module; tests pass a stand-in. */
  module?: URL
}

/** Workers a pool starts by default: one per core. */
export const compileWorkers = () => Math.max(1, availableParallelism())

/** Starts the compile workers. */
export function compilePool(options: CompilePoolOptions = {}): CompilePool {
  const size = options.size ?? compileWorkers()
  const module = options.module ?? new URL('./compile-worker-fs.ts', import.meta.url)
  const names = { task: 'Compiling a content file', worker: 'compile worker' }
  // Results come back as cache-entry text: one string to copy, not a body's tree to clone.
  const workers = Array.from({ length: size }, () => jobWorker<Args, string>(module, names))
  // A translation goes to the worker its twin went to: it reuses the twin's highlighting.
  const pick = twinAffinity(() => workers.reduce((a, b) => (b.pending < a.pending ? b : a)))
  return {
    size,
    async compile(...args) {
      return resultOf(await pick(args[1]).run(args))
    },
    close: () => Promise.all(workers.map((worker) => worker.terminate())).then(() => undefined),
  }
}
