/** A worker thread that makes search indexes (search-index-fs.ts): sections' text in, index text out. */
import { searchIndexText } from './search-index-text.ts'
import { serveJobs } from './typescript-worker-fs.ts'

serveJobs((sectionsJson: string) => Promise.resolve(searchIndexText(sectionsJson)))
