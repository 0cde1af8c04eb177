/**
 * A search index's text: the one function the build and the dev server run wherever they make an
 * index (on a worker, search-index-worker-fs.ts, on this thread when that fails, or in emit.ts),
 * so the file is the same whichever made it.
 */
import type { SearchSection } from '../content/artifact.ts'
import { buildSearchIndex } from '../content/search-options.ts'

export const searchIndexTextOf = (
  sections: readonly SearchSection[],
  tokenizeText?: (text: string) => string[],
): string => JSON.stringify(buildSearchIndex(sections, tokenizeText).toJSON())

/** The same from the sections' JSON text, as a worker receives it. */
export const searchIndexText = (
  sectionsJson: string,
  tokenizeText?: (text: string) => string[],
): string => searchIndexTextOf(JSON.parse(sectionsJson) as SearchSection[], tokenizeText)
