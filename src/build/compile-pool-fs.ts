/**
 * Compiles content files on a worker thread while the main thread compiles others. Markdown with
 * Shiki is CPU-bound JavaScript, so a cold build of a big blog used one core of two: 2,000 files
 * took ≈33 s. A worker costs ≈1–2 s to start (tsx, the markdown pipeline, Shiki's grammars), so
 * `compileContent` only starts one once a build has many files to compile (`offloadAfter`).
 */
import { typeScriptWorker } from './typescript-worker-fs.ts'
import type { compileFile } from './compile-file.ts'
import type { CompileAnswer, CompileJob } from './compile-worker-fs.ts'

type Args = Parameters<typeof compileFile>
type Result = Awaited<ReturnType<typeof compileFile>>

/** A worker that compiles files; `close` ends it. */
export interface CompilePool {
  compile(...args: Args): Promise<Result>
  close(): Promise<void>
}

/** Starts one compile worker (a build machine of two cores has one to spare). */
export function compilePool(
  module = new URL('./compile-worker-fs.ts', import.meta.url),
): CompilePool {
  const worker = typeScriptWorker(module)
  const pending = new Map<number, { resolve: (r: Result) => void; reject: (e: Error) => void }>()
  let nextId = 0
  let dead: Error | undefined
  const failAll = (error: Error) => {
    dead ??= error
    for (const job of pending.values()) job.reject(dead)
    pending.clear()
  }
  worker.on('message', (answer: CompileAnswer) => {
    const job = pending.get(answer.id)
    if (!job) return
    pending.delete(answer.id)
    if ('result' in answer) job.resolve(answer.result)
    else job.reject(new Error(`Compiling a content file failed in a worker: ${answer.error}`))
  })
  worker.on('error', (error) => failAll(new Error(`The compile worker crashed: ${error.message}`)))
  worker.on('exit', (code) => failAll(new Error(`The compile worker exited (code ${code})`)))
  return {
    compile(...args) {
      if (dead) return Promise.reject(dead)
      const id = nextId++
      return new Promise<Result>((resolve, reject) => {
        pending.set(id, { resolve, reject })
        worker.postMessage({ id, args } satisfies CompileJob)
      })
    },
    async close() {
      dead ??= new Error('The compile pool is closed')
      await worker.terminate()
    },
  }
}
