/** A worker thread of the card pool (`card-pool-fs.ts`): draws the cards it is sent as PNGs. */
import { serveJobs } from '../typescript-worker-fs.ts'
import { drawCard } from './draw-card-fs.ts'

serveJobs(drawCard)
