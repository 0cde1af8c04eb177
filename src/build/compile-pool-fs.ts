/**
 * Compiles content files on a worker thread while the main thread compiles others. Markdown with
 * Shiki is CPU-bound JavaScript, so a cold build of a big blog used one core of two: 2,000 files
 * took ≈33 s. A worker costs ≈1–2 s to start (tsx, the markdown pipeline, Shiki's grammars), so
 * `compileContent` only starts one once a build has many files to compile (`offloadAfter`).
 */
import type { compileFile } from './compile-file.ts'
import { resultOf } from './compile-cache-fs.ts'
import { jobWorker } from './typescript-worker-fs.ts'

type Args = Parameters<typeof compileFile>
type Result = Awaited<ReturnType<typeof compileFile>>

/** A worker that compiles files; `close` ends it. */
export interface CompilePool {
  compile(...args: Args): Promise<Result>
  /** Files sent and not yet answered. */
  readonly queued: number
  close(): Promise<void>
}

/** Starts one compile worker (a build machine of two cores has one to spare). */
export function compilePool(
  module = new URL('./compile-worker-fs.ts', import.meta.url),
): CompilePool {
  // Results come back as cache-entry text: one string to copy, not a body's tree to clone.
  const worker = jobWorker<Args, string>(module, {
    task: 'Compiling a content file',
    worker: 'compile worker',
  })
  return {
    compile: async (...args) => resultOf(await worker.run(args)),
    get queued() {
      return worker.pending
    },
    close: () => worker.terminate(),
  }
}
