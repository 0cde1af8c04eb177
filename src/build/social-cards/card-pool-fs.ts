/**
 * Draws cards on worker threads, each writing the PNGs it draws to their files (store-card-fs.ts).
 * Drawing is synchronous JavaScript and native code (zlib) in turn, so one thread keeps one core
 * busy at most; `cardDrawing` (render-cards-fs.ts) starts a worker per core.
 */
import { availableParallelism } from 'node:os'
import { jobWorker } from '../typescript-worker-fs.ts'
import type { CardSpec } from './card-spec.ts'

/** Worker threads that draw cards; `close` ends them. */
export interface CardPool {
  /** How many workers there are. */
  readonly size: number
  /**
   * Draws one card and writes the PNG to `file`: on worker number `worker` (0 to size − 1) while
   * it is alive, else on whichever worker has the least to do.
   */
  store(spec: CardSpec, file: string, worker?: number): Promise<void>
  /** Ends the workers; draws still pending are rejected. */
  close(): Promise<void>
}

/** What a worker is sent: a card to draw, and the file to write it to. */
export interface CardJob {
  spec: CardSpec
  file: string
}

export interface CardPoolOptions {
  /** Number of workers; defaults to the cores this process may use. */
  size?: number
  /** The worker module; tests pass a stand-in. */
  worker?: URL
}

/** Starts a pool of card-drawing workers. */
export function cardPool(options: CardPoolOptions = {}): CardPool {
  const size = Math.max(1, options.size ?? availableParallelism())
  const module = options.worker ?? new URL('./card-worker-fs.ts', import.meta.url)
  const names = { task: 'Drawing a social card', worker: 'social-card worker' }
  const workers = Array.from({ length: size }, () => jobWorker<CardJob, void>(module, names))
  let closed = false
  const run = (job: CardJob, worker: number | undefined): Promise<void> => {
    if (closed) return Promise.reject(new Error('The social-card pool is closed'))
    const chosen = worker === undefined ? undefined : workers[worker]
    if (chosen && !chosen.dead) return chosen.run(job)
    const alive = workers.filter((w) => !w.dead)
    if (!alive.length) return Promise.reject(workers[0]!.dead)
    return alive.reduce((a, b) => (b.pending < a.pending ? b : a)).run(job)
  }
  return {
    size,
    store: (spec, file, worker) => run({ spec, file }, worker),
    async close() {
      closed = true
      await Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}
