/** A worker thread of the card pool (`card-pool-fs.ts`): draws each card into its job's file. */
import { setPriority } from 'node:os'
import { serveJobs } from '../typescript-worker-fs.ts'
import type { CardJob } from './card-pool-fs.ts'
import { storeCard } from './store-card-fs.ts'

// Cards are drawn while the pages render (render-cards-fs.ts), and the pages are the build's
// critical path: this thread takes the CPU the rendering leaves. On Linux a nice value is a
// thread's own, so the main thread keeps its priority.
try {
  setPriority(19)
} catch {
  // A system that refuses only costs the overlap its benefit.
}

serveJobs(({ spec, file }: CardJob) => storeCard(spec, file))
