/**
 * A worker thread of the card pool (`card-pool-fs.ts`): draws the cards it is sent and posts
 * back each PNG, or the error that stopped it.
 */
import { parentPort } from 'node:worker_threads'
import type { CardSpec } from './card-spec.ts'
import { drawCard } from './draw-card-fs.ts'

/** A card to draw; `id` pairs the answer with the request. */
export interface CardJob {
  id: number
  spec: CardSpec
}

/** The worker's answer to one job. */
export type CardAnswer = { id: number; png: Uint8Array } | { id: number; error: string }

const port = parentPort
if (!port) throw new Error('card-worker-fs.ts must run in a worker thread (see card-pool-fs.ts)')

port.on('message', ({ id, spec }: CardJob) => {
  drawCard(spec).then(
    (png) => port.postMessage({ id, png } satisfies CardAnswer),
    (error: unknown) =>
      port.postMessage({
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      } satisfies CardAnswer),
  )
})
