/**
 * A worker thread of the compile pool (`compile-pool-fs.ts`): compiles the content files it is
 * sent with `compileFile` and posts back each result, or the error that stopped it.
 */
import './register-site-locales-fs.ts'
import { parentPort } from 'node:worker_threads'
import { compileFile } from './compile-file.ts'

/** `compileFile`'s arguments, as sent to a worker; `id` pairs the answer with the request. */
export interface CompileJob {
  id: number
  args: Parameters<typeof compileFile>
}

/** The worker's answer to one job. */
export type CompileAnswer =
  { id: number; result: Awaited<ReturnType<typeof compileFile>> } | { id: number; error: string }

const port = parentPort
if (!port)
  throw new Error('compile-worker-fs.ts must run in a worker thread (see compile-pool-fs.ts)')

port.on('message', ({ id, args }: CompileJob) => {
  compileFile(...args).then(
    (result) => port.postMessage({ id, result } satisfies CompileAnswer),
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies CompileAnswer),
  )
})
