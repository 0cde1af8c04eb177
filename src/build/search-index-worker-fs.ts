/** A worker thread that makes search indexes (search-index-fs.ts): sections' text in, index text out. */
import { searchIndexText } from './search-index-text.ts'
import { searchIndexTextWithTokens } from './search-tokens-fs.ts'
import { serveJobs } from './typescript-worker-fs.ts'

/** A job: the sections, and where the locale's tokens are kept between builds, if anywhere. */
export interface SearchIndexJob {
  sectionsJson: string
  tokensFile?: string
}

serveJobs(({ sectionsJson, tokensFile }: SearchIndexJob) =>
  tokensFile
    ? searchIndexTextWithTokens(sectionsJson, tokensFile)
    : Promise.resolve(searchIndexText(sectionsJson)),
)
