/**
 * The search index's options, shared by the build (which creates and serializes the index) and the
 * browser (which loads it and queries it): both must tokenize alike.
 */
import MiniSearch, { type Options, type SearchOptions, type SearchResult } from 'minisearch'
import type { SearchSection } from './artifact.ts'
import { isCjk, queryTokens, tokenize } from './search-tokenizer.ts'

/** SPEC §9: at most 42 results. */
export const searchLimit = 42

export interface IndexedSection {
  id: number
  title: string
  titles: string
  content: string
}

/**
 * The version of how the build makes a search index: these options, the tokenizer
 * (search-tokenizer.ts) and `buildSearchIndex`. The build names an index by its sections and this
 * number (emit.ts) and keeps indexes between builds under that name (search-index-cache-fs.ts,
 * which also keys them by the MiniSearch and ICU versions), so a change here that changes an
 * index's text must bump it, or builds reuse indexes made the old way. search-index-text.test.ts
 * fails when its sample's index changes, to say so.
 */
export const searchIndexFormat = 3

export const indexOptions: Options<IndexedSection> = {
  fields: ['title', 'titles', 'content'],
  storeFields: [],
  tokenize,
  // Terms arrive normalized from the tokenizer.
  processTerm: (term) => term,
}

export const searchOptions: SearchOptions = {
  tokenize: queryTokens,
  processTerm: (term) => term,
  combineWith: 'AND',
  boost: { title: 3, titles: 1.5 },
  // A word being typed matches its completions; a single Chinese character, the pairs it starts.
  prefix: (term) => !isCjk(term) || [...term].length === 1,
  // Light typo tolerance for longer words only; Chinese pairs must match exactly.
  fuzzy: (term) => (!isCjk(term) && term.length > 4 ? 0.2 : false),
}

/** The index of these sections. */
export function buildSearchIndex(sections: readonly SearchSection[]): MiniSearch<IndexedSection> {
  const index = new MiniSearch<IndexedSection>(indexOptions)
  index.addAll(
    sections.map((s, id) => ({
      id,
      title: s.title,
      titles: s.titles.join(' '),
      content: s.content,
    })),
  )
  return index
}

export interface SearchHit {
  section: SearchSection
  score: number
  terms: string[]
}

/** A query's best sections (at most `searchLimit`), by their numbers in the index. */
export function searchIds(
  index: MiniSearch<IndexedSection>,
  query: string,
): { id: number; score: number; terms: string[] }[] {
  if (!queryTokens(query).length) return []
  return index
    .search(query, searchOptions)
    .slice(0, searchLimit)
    .map((r: SearchResult) => ({ id: r.id as number, score: r.score, terms: r.terms }))
}

/** The same with the sections themselves, from all of them. */
export function searchSections(
  index: MiniSearch<IndexedSection>,
  sections: readonly SearchSection[],
  query: string,
): SearchHit[] {
  return searchIds(index, query).map(({ id, ...hit }) => ({ section: sections[id]!, ...hit }))
}
