/**
 * A worker thread of the card pool (`card-pool-fs.ts`): draws the cards it is sent, answering
 * with the PNG, or writing it to the job's `file` and answering with nothing.
 */
import { setPriority } from 'node:os'
import { serveJobs } from '../typescript-worker-fs.ts'
import type { CardJob } from './card-pool-fs.ts'
import { drawCard } from './draw-card-fs.ts'
import { storeCard } from './store-card-fs.ts'

// Cards are drawn while the pages render (render-cards-fs.ts), and the pages are the build's
// critical path: this thread takes the CPU the rendering leaves. On Linux a nice value is a
// thread's own, so the main thread keeps its priority.
try {
  setPriority(19)
} catch {
  // A system that refuses only costs the overlap its benefit.
}

serveJobs(async ({ spec, file }: CardJob) =>
  file ? void (await storeCard(spec, file)) : drawCard(spec),
)
