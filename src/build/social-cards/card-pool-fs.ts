/**
 * Draws cards on worker threads. Drawing is synchronous JavaScript (satori) and native code
 * (resvg, zlib) in turn, so one thread keeps one core busy at most; `renderCards` adds a worker
 * per other core.
 */
import { availableParallelism } from 'node:os'
import { typeScriptWorker } from '../typescript-worker-fs.ts'
import type { CardSpec } from './card-spec.ts'
import type { CardAnswer, CardJob } from './card-worker-fs.ts'

/** Worker threads that draw cards; `close` ends them. */
export interface CardPool {
  /** How many workers there are. */
  readonly size: number
  /** Draws one card as a PNG, on whichever worker has the least to do. */
  draw(spec: CardSpec): Promise<Uint8Array>
  /** Ends the workers; draws still pending are rejected. */
  close(): Promise<void>
}

export interface CardPoolOptions {
  /** Number of workers; defaults to the cores this process may use. */
  size?: number
  /** The worker module; tests pass a stand-in. */
  worker?: URL
}

interface Pending {
  resolve: (png: Uint8Array) => void
  reject: (error: Error) => void
}

/** Starts a pool of card-drawing workers. */
export function cardPool(options: CardPoolOptions = {}): CardPool {
  const size = Math.max(1, options.size ?? availableParallelism())
  const module = options.worker ?? new URL('./card-worker-fs.ts', import.meta.url)
  let nextId = 0
  let closed = false

  const workers = Array.from({ length: size }, () => {
    const worker = typeScriptWorker(module)
    const pending = new Map<number, Pending>()
    const failAll = (error: Error) => {
      for (const job of pending.values()) job.reject(error)
      pending.clear()
    }
    worker.on('message', (answer: CardAnswer) => {
      const job = pending.get(answer.id)
      if (!job) return
      pending.delete(answer.id)
      if ('png' in answer) job.resolve(answer.png)
      else job.reject(new Error(`Drawing a social card failed in a worker: ${answer.error}`))
    })
    let dead: Error | undefined
    worker.on('error', (error) => {
      dead = new Error(`A social-card worker crashed: ${error.message}`, { cause: error })
      failAll(dead)
    })
    worker.on('exit', (code) => {
      dead ??= new Error(`A social-card worker exited (code ${code}) with cards still to draw`)
      failAll(dead)
    })
    return { worker, pending, dead: () => dead }
  })

  return {
    size,
    draw(spec) {
      if (closed) return Promise.reject(new Error('The social-card pool is closed'))
      const alive = workers.filter((w) => !w.dead())
      const first = workers[0]!
      if (!alive.length) return Promise.reject(first.dead())
      const target = alive.reduce((a, b) => (b.pending.size < a.pending.size ? b : a))
      const id = nextId++
      return new Promise<Uint8Array>((resolve, reject) => {
        target.pending.set(id, { resolve, reject })
        target.worker.postMessage({ id, spec } satisfies CardJob)
      })
    },
    async close() {
      closed = true
      await Promise.all(workers.map(({ worker }) => worker.terminate()))
    },
  }
}
