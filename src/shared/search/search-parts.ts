/**
 * A locale's search, split so the browser downloads only what a query needs (decision 0036).
 *
 * The build makes one MiniSearch index of the locale's sections and splits its serialized form
 * (`toJSON()`, MiniSearch's `AsPlainObject`) in two: `documents`, what MiniSearch knows of every
 * section (ids, field lengths, averages), and `index`, every term with the sections that hold
 * it. The terms, sorted, are cut into parts of about the same size. The browser loads the
 * documents with the palette, and for a query only the parts whose range holds its terms;
 * `MiniSearch.loadJSAsync` of the documents and the parts loaded so far is an index in which
 * those terms rank exactly as in the whole one (a term's score reads its own entry and the
 * documents, nothing else). The sections' text, which the palette shows, is cut into chunks too,
 * fetched for the hits a query finds.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch'
import { indexOptions, searchOptions, type IndexedSection } from './search-options.ts'
import { pinyinFields } from './search-pinyin.ts'

/**
 * Hits whose text is fetched before the first results show: about what the palette shows without
 * scrolling. The text of the others follows.
 */
export const firstHits = 10

/** What MiniSearch serializes besides the terms: the same whichever terms are loaded. */
export type SearchDocuments = Omit<AsPlainObject, 'index'>

/** A run of terms, sorted, with the sections that hold each (`AsPlainObject['index']`). */
export type SearchPart = AsPlainObject['index']

/** Whether the index has pinyin fields (a Chinese one): its queries are read as pinyin too. */
export const hasPinyin = (documents: SearchDocuments): boolean =>
  documents.fieldIds[pinyinFields.content] !== undefined

/** The file a locale's manifest entry names (`ContentManifest.search`). */
export interface SearchMeta {
  documents: SearchDocuments
  /** The parts in term order: each holds the terms from its `from` to the next part's. */
  parts: { from: string; file: string }[]
  /**
   * The text chunks (each a `SearchSection[]`) in section order: each holds the sections from
   * number `from` on.
   */
  texts: { from: number; file: string }[]
}

/** The last entry whose `from` is at most `key` (entries sorted by `from`, the first the least). */
function holding<K>(list: readonly { from: K }[], key: K): number {
  let low = 0
  let high = list.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (list[mid]!.from <= key) low = mid
    else high = mid - 1
  }
  return low
}

/** Whether MiniSearch looks for a query term's completions too (`searchOptions.prefix`). */
const isPrefix = (term: string): boolean => {
  const prefix = searchOptions.prefix
  return typeof prefix === 'function' ? prefix(term, 0, [term]) : !!prefix
}

/** Whether MiniSearch looks for a query term's near misses too (`searchOptions.fuzzy`). */
const isFuzzy = (term: string): boolean => {
  const fuzzy = searchOptions.fuzzy
  return typeof fuzzy === 'function' ? !!fuzzy(term, 0, [term]) : !!fuzzy
}

/** How many first characters a near miss shares with the term, for the parts it is looked in. */
const fuzzyStem = 2

/**
 * The parts a query's terms need: the one whose range holds each term; for a term searched as a
 * prefix, every part that can hold one of its completions; for a term with near misses (a typo
 * in a longer word), every part of the terms that begin with its first two letters. So a query
 * finds on its parts what it finds on the whole index, but for a typo in the first two letters.
 */
export function partsFor(meta: SearchMeta, terms: readonly string[]): Set<number> {
  const needed = new Set<number>()
  if (!meta.parts.length) return needed
  for (const term of terms) {
    const start = isFuzzy(term) ? term.slice(0, fuzzyStem) : term
    // U+FFFF sorts after every character a completion can continue with.
    const end = isFuzzy(term) || isPrefix(term) ? `${start}\uffff` : term
    for (let part = holding(meta.parts, start); part <= holding(meta.parts, end); part++)
      needed.add(part)
  }
  return needed
}

/** The text chunks that hold these sections (their numbers in the index). */
export function textsFor(meta: SearchMeta, ids: readonly number[]): Set<number> {
  const needed = new Set<number>()
  if (meta.texts.length) for (const id of ids) needed.add(holding(meta.texts, id))
  return needed
}

/**
 * An index of the documents and these parts, which holds their terms as the whole index does.
 * Loaded a thousand entries at a time, letting the page handle input in between.
 */
export function loadSearchParts(
  documents: SearchDocuments,
  parts: Iterable<SearchPart>,
): Promise<MiniSearch<IndexedSection>> {
  return MiniSearch.loadJSAsync({ ...documents, index: [...parts].flat() }, indexOptions)
}
