/**
 * A search index's text: the one function the build and the dev server run wherever they make an
 * index (search-index-fs.ts, emit.ts), so the file is the same whichever made it.
 */
import type { SearchSection } from '../content/artifact.ts'
import { buildSearchIndex } from '../content/search-options.ts'

export const searchIndexTextOf = (sections: readonly SearchSection[]): string =>
  JSON.stringify(buildSearchIndex(sections).toJSON())

/** The same from the sections' JSON text. */
export const searchIndexText = (sectionsJson: string): string =>
  searchIndexTextOf(JSON.parse(sectionsJson) as SearchSection[])
