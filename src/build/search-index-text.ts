/**
 * A search index's text from its sections' text: the one function the build runs wherever it makes
 * an index (on a worker, search-index-worker-fs.ts, or on this thread when that fails), so the
 * file is the same whichever made it.
 */
import type { SearchSection } from '../content/artifact.ts'
import { buildSearchIndex } from '../content/search-options.ts'

export function searchIndexText(sectionsJson: string): string {
  return JSON.stringify(buildSearchIndex(JSON.parse(sectionsJson) as SearchSection[]).toJSON())
}
