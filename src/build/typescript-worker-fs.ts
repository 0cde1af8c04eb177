/**
 * A worker thread that runs a TypeScript module. Builds and tests run TypeScript through tsx or
 * vitest, and neither reaches into a new thread (Node 20 ignores `--import` hooks for a worker's
 * entry). So the module is bundled into JavaScript first (node-bundle-fs.mjs), which the worker
 * loads as it is; should bundling fail, the worker starts from a `data:` module that registers
 * tsx itself and then imports the TypeScript one.
 */
import { EventEmitter } from 'node:events'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { parentPort, Worker } from 'node:worker_threads'
import { bundleNodeModule } from './node-bundle-fs.mjs'

/** The `data:` entry that loads `module` (a `.ts` file URL) through tsx. */
export function typeScriptEntry(module: URL): URL {
  // `require.resolve` finds the API's CommonJS build; the ES module one sits beside it.
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs')
  const code = [
    `import { register } from ${JSON.stringify(pathToFileURL(tsx).href)}`,
    'register()',
    `await import(${JSON.stringify(module.href)})`,
  ].join('\n')
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`)
}

const bundles = new Map<string, Promise<URL>>()

/** `bundleNodeModule`, once per module in this process (a pool's workers share it). */
function workerBundle(module: URL): Promise<URL> {
  let bundle = bundles.get(module.href)
  if (!bundle) bundles.set(module.href, (bundle = bundleNodeModule(module)))
  return bundle
}

/** What callers use of a worker thread (as node:worker_threads types it). */
export interface ThreadWorker {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each caller types its messages
  on(event: 'message', listener: (message: any) => void): this
  on(event: 'error', listener: (error: Error) => void): this
  on(event: 'exit', listener: (code: number) => void): this
  postMessage(message: unknown): void
  unref(): void
  terminate(): Promise<unknown>
}

/**
 * A worker that starts once its module is bundled (a few tens of milliseconds), and is used at
 * once: messages wait for it, and its events are passed on.
 */
class BundledWorker extends EventEmitter implements ThreadWorker {
  #worker: Worker | undefined
  #queued: unknown[] = []
  #unref = false
  #terminated = false

  constructor(module: URL, workerData: unknown) {
    super()
    void workerBundle(module)
      .catch(() => typeScriptEntry(module))
      .then((entry) => this.#start(entry, workerData))
  }

  #start(entry: URL, workerData: unknown) {
    if (this.#terminated) return
    let worker: Worker
    try {
      // No inherited flags: the parent's tsx or vitest loader flags mean nothing in the worker.
      worker = new Worker(entry, { execArgv: [], workerData })
    } catch (error) {
      this.emit('error', error)
      return
    }
    this.#worker = worker
    // In this order, as a caller holding the worker itself would: a listener added after
    // `unref` refs the worker's message port again, so the process waits for its answers.
    if (this.#unref) worker.unref()
    for (const event of ['message', 'error', 'exit'])
      worker.on(event, (value: unknown) => this.emit(event, value))
    for (const message of this.#queued.splice(0)) worker.postMessage(message)
  }

  postMessage(message: unknown) {
    if (this.#worker) this.#worker.postMessage(message)
    else this.#queued.push(message)
  }

  unref() {
    this.#unref = true
    this.#worker?.unref()
  }

  async terminate() {
    this.#terminated = true
    return this.#worker?.terminate()
  }
}

/** Starts a worker on a TypeScript module; `workerData` reaches it as node:worker_threads' own. */
export function typeScriptWorker(module: URL, workerData?: unknown): ThreadWorker {
  return new BundledWorker(module, workerData)
}

/** A job as sent to a worker; `id` pairs the answer with it. */
interface JobMessage<Job> {
  id: number
  job: Job
}

/** A worker's answer to one job. */
type AnswerMessage<Result> = { id: number; result: Result } | { id: number; error: string }

/** How a job worker names itself in errors: `Drawing a social card`, `social-card worker`. */
export interface JobWorkerNames {
  task: string
  worker: string
}

/** A worker that runs jobs one message each (`serveJobs` on its side). */
export interface JobWorker<Job, Result> {
  run(job: Job): Promise<Result>
  /** Jobs sent and not yet answered. */
  readonly pending: number
  /** Why the worker can take no more jobs, once it crashed or exited. */
  readonly dead: Error | undefined
  terminate(): Promise<void>
}

/** Starts a worker on `module` (which calls `serveJobs`); a crash rejects every job in flight. */
export function jobWorker<Job, Result>(module: URL, names: JobWorkerNames): JobWorker<Job, Result> {
  const worker = typeScriptWorker(module)
  const waiting = new Map<number, { resolve: (r: Result) => void; reject: (e: Error) => void }>()
  let nextId = 0
  let dead: Error | undefined
  const failAll = (error: Error) => {
    dead ??= error
    for (const job of waiting.values()) job.reject(dead)
    waiting.clear()
  }
  worker.on('message', (answer: AnswerMessage<Result>) => {
    const job = waiting.get(answer.id)
    if (!job) return
    waiting.delete(answer.id)
    if ('result' in answer) job.resolve(answer.result)
    else job.reject(new Error(`${names.task} failed in a worker: ${answer.error}`))
  })
  worker.on('error', (error) =>
    failAll(new Error(`A ${names.worker} crashed: ${error.message}`, { cause: error })),
  )
  worker.on('exit', (code) =>
    failAll(new Error(`A ${names.worker} exited (code ${code}) with work still to do`)),
  )
  return {
    run(job) {
      if (dead) return Promise.reject(dead)
      const id = nextId++
      return new Promise<Result>((resolve, reject) => {
        waiting.set(id, { resolve, reject })
        worker.postMessage({ id, job } satisfies JobMessage<Job>)
      })
    },
    get pending() {
      return waiting.size
    },
    get dead() {
      return dead
    },
    async terminate() {
      await worker.terminate()
    },
  }
}

/** The worker side of `jobWorker`: answers each job with `handle`'s result or its error. */
export function serveJobs<Job, Result>(handle: (job: Job) => Promise<Result>): void {
  const port = parentPort
  if (!port) throw new Error('A job worker module must run in a worker thread (see jobWorker)')
  port.on('message', ({ id, job }: JobMessage<Job>) => {
    handle(job).then(
      (result) => port.postMessage({ id, result } satisfies AnswerMessage<Result>),
      (error: unknown) =>
        port.postMessage({
          id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies AnswerMessage<Result>),
    )
  })
}
