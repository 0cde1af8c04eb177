/**
 * The search index's options, shared by the build (which creates and serializes the index) and the
 * browser (which loads it and queries it): both must tokenize alike.
 */
import MiniSearch, {
  type Options,
  type Query,
  type SearchOptions,
  type SearchResult,
} from 'minisearch'
import type { SearchSection } from '../artifact.ts'
import { isPinyinTerm, pinyinFields, pinyinQueryTerms } from './search-pinyin.ts'
import { isCjk, queryTokens, tokenize } from './search-tokenizer.ts'

/** SPEC §9: at most 42 results. */
export const searchLimit = 42

export interface IndexedSection {
  id: number
  title: string
  titles: string
  content: string
  /** Chinese indexes only: each text field's pinyin terms, space-separated (search-pinyin.ts). */
  pinyinTitle?: string
  pinyinTitles?: string
  pinyin?: string
}

/**
 * The version of how the build makes a search index: these options, the tokenizer
 * (search-tokenizer.ts) and `buildSearchIndex`. The build names an index by its sections and this
 * number (emit.ts) and keeps indexes between builds under that name (the store, search-index-fs.ts,
 * which also keys them by the MiniSearch and ICU versions), so a change here that changes an
 * index's text must bump it, or builds reuse indexes made the old way. search-index-text.test.ts
 * fails when its sample's index changes, to say so.
 */
export const searchIndexFormat = 4

const textFields = ['title', 'titles', 'content'] as const
const boosts = { title: 3, titles: 1.5, content: 1 }
/** What matched the characters ranks above what matched only their pinyin. */
const pinyinBoost = 0.3
const pinyinFieldList: string[] = Object.values(pinyinFields)

export const indexOptions: Options<IndexedSection> = {
  fields: [...textFields],
  storeFields: [],
  // The pinyin fields arrive as their terms, made by the build.
  tokenize: (text, field) =>
    field && pinyinFieldList.includes(field) ? text.split(' ') : tokenize(text),
  // Terms arrive normalized from the tokenizer.
  processTerm: (term) => term,
}

export const searchOptions: SearchOptions = {
  // The text's own words; the pinyin fields only for the query read as pinyin (`searchQuery`), so
  // a word's near misses (xingneng, ~xingneng) never reach them.
  fields: [...textFields],
  tokenize: queryTokens,
  processTerm: (term) => term,
  combineWith: 'AND',
  // Each pinyin field weighs as its text field does, times `pinyinBoost`.
  boost: Object.fromEntries(
    textFields.flatMap((f) => [
      [f, boosts[f]],
      [pinyinFields[f], boosts[f] * pinyinBoost],
    ]),
  ),
  // A word being typed matches its completions; a single Chinese character, the pairs it starts;
  // pinyin being typed, the pairs it begins (`xingn`, `xingneng`).
  prefix: (term) => !isCjk(term) || [...term].length === 1,
  // Light typo tolerance for longer words only; Chinese pairs and pinyin must match exactly.
  fuzzy: (term) => (!isCjk(term) && !isPinyinTerm(term) && term.length > 4 ? 0.2 : false),
}

/**
 * What a query asks of the index: its words in the text, or (with `pinyin`, an index that has
 * pinyin fields) also read as pinyin (search-pinyin.ts).
 */
export function searchQuery(text: string, pinyin: boolean): Query {
  const terms = pinyin ? pinyinQueryTerms(tokenize(text)) : []
  if (!terms.length) return text
  // A combination passes its options down: each reading says how its own terms combine.
  return {
    combineWith: 'OR',
    queries: [
      { combineWith: 'AND', queries: [text] },
      { combineWith: 'AND', fields: pinyinFieldList, tokenize: (term) => [term], queries: terms },
    ],
  }
}

/** Every term `searchQuery` looks up, for the index parts it needs (search-parts.ts). */
export function queryTerms(text: string, pinyin: boolean): string[] {
  const words = queryTokens(text)
  return pinyin ? [...words, ...pinyinQueryTerms(tokenize(text))] : words
}

/**
 * The index of these sections; with `pinyinOf` (Chinese, given by the build: a text's pinyin
 * terms, space-separated), with the pinyin of each text field in a field of its own.
 */
export function buildSearchIndex(
  sections: readonly SearchSection[],
  pinyinOf?: (text: string) => string,
): MiniSearch<IndexedSection> {
  const fields = pinyinOf ? [...textFields, ...pinyinFieldList] : [...textFields]
  const index = new MiniSearch<IndexedSection>({ ...indexOptions, fields })
  index.addAll(
    sections.map((s, id) => ({
      id,
      title: s.title,
      titles: s.titles.join(' '),
      content: s.content,
      ...(pinyinOf && {
        pinyinTitle: pinyinOf(s.title),
        pinyinTitles: pinyinOf(s.titles.join(' ')),
        pinyin: pinyinOf(s.content),
      }),
    })),
  )
  return index
}

export interface SearchHit {
  section: SearchSection
  score: number
  terms: string[]
}

/**
 * A query's best sections (at most `searchLimit`), by their numbers in the index; `pinyin` when
 * the index has pinyin fields. The terms are those to mark in the text: pinyin is not in it.
 */
export function searchIds(
  index: MiniSearch<IndexedSection>,
  query: string,
  pinyin = false,
): { id: number; score: number; terms: string[] }[] {
  if (!queryTokens(query).length) return []
  const results = index.search(searchQuery(query, pinyin), searchOptions)
  const pinyinOnly = (r: SearchResult) => r.terms.every(isPinyinTerm)
  // What matched the text as typed comes first, whatever the scores; then what matched only as
  // pinyin (`ban` the word before 半 the character).
  return [...results.filter((r) => !pinyinOnly(r)), ...results.filter(pinyinOnly)]
    .slice(0, searchLimit)
    .map((r) => ({
      id: r.id as number,
      score: r.score,
      terms: r.terms.filter((term) => !isPinyinTerm(term)),
    }))
}

/** The same with the sections themselves, from all of them. */
export function searchSections(
  index: MiniSearch<IndexedSection>,
  sections: readonly SearchSection[],
  query: string,
  pinyin = false,
): SearchHit[] {
  return searchIds(index, query, pinyin).map(({ id, ...hit }) => ({
    section: sections[id]!,
    ...hit,
  }))
}
