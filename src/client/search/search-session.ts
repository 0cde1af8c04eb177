import type MiniSearch from 'minisearch'
import type { SearchSection } from '../../shared/artifact'
import type { ContentSource } from '../../shared/source'
import {
  queryTerms,
  searchIds,
  type IndexedSection,
  type SearchHit,
} from '../../shared/search/search-options'
import {
  firstHits,
  hasPinyin,
  loadSearchParts,
  partsFor,
  textsFor,
  type SearchMeta,
  type SearchPart,
} from '../../shared/search/search-parts'
import { queryTokens } from '../../shared/search/search-tokenizer'

/** A locale's search in the browser: what it has fetched so far, and the queries it answers. */
export interface SearchSession {
  /**
   * The hits of a query whose text is here, from the best down to the first whose text is not:
   * undefined until the index parts and the text of the first `firstHits` are.
   */
  searchNow(query: string): SearchHit[] | undefined
  /** Fetches what `searchNow(query)` needs to answer: the index parts, the first hits' text. */
  search(query: string): Promise<void>
  /** Fetches the text of every other hit of the query. */
  searchRest(query: string): Promise<void>
}

/**
 * Opens a locale's search (src/shared/search/search-parts.ts): its meta file now, and for each query the
 * parts of the index and the chunks of text it needs, each fetched once. The index is loaded
 * again, from every part fetched so far, only when a query needs a part it lacks.
 */
export async function openSearch(source: ContentSource, locale: string): Promise<SearchSession> {
  const meta: SearchMeta = await source.search(locale)
  const pinyin = hasPinyin(meta.documents)
  const partsOf = (query: string) => partsFor(meta, queryTerms(query, pinyin))
  const parts = new Map<number, Promise<SearchPart>>()
  const texts = new Map<number, SearchSection[]>()
  let indexed: { parts: Set<number>; index?: MiniSearch<IndexedSection> } = { parts: new Set() }
  let loading: { parts: Set<number>; index: Promise<MiniSearch<IndexedSection>> } | undefined

  const has = (set: Set<number>, needed: Set<number>) => [...needed].every((p) => set.has(p))
  const part = (i: number) => {
    let pending = parts.get(i)
    if (!pending) {
      pending = source.searchPart(meta.parts[i]!.file)
      pending.catch(() => parts.delete(i))
      parts.set(i, pending)
    }
    return pending
  }

  async function indexFor(needed: Set<number>): Promise<MiniSearch<IndexedSection>> {
    if (indexed.index && has(indexed.parts, needed)) return indexed.index
    if (loading && has(loading.parts, needed)) return loading.index
    const wanted = new Set([...parts.keys(), ...needed])
    const index = Promise.all([...wanted].map(part)).then((loaded) =>
      loadSearchParts(meta.documents, loaded),
    )
    const mine = (loading = { parts: wanted, index })
    const done = await index
    // A later load may hold more parts: the index with the most stays.
    if (!indexed.index || has(wanted, indexed.parts)) indexed = { parts: wanted, index: done }
    if (loading === mine) loading = undefined
    return done
  }

  const sectionOf = (id: number) => {
    const chunk = textsFor(meta, [id]).values().next().value!
    return texts.get(chunk)?.[id - meta.texts[chunk]!.from]
  }
  /** The hits whose text is here, up to the first whose text is not. */
  const shown = (found: ReturnType<typeof searchIds>): SearchHit[] => {
    const hits: SearchHit[] = []
    for (const { id, ...hit } of found) {
      const section = sectionOf(id)
      if (!section) break
      hits.push({ section, ...hit })
    }
    return hits
  }
  const fetchTexts = (ids: number[]) =>
    Promise.all(
      [...textsFor(meta, ids)]
        .filter((c) => !texts.has(c))
        .map(async (c) => texts.set(c, await source.searchText(meta.texts[c]!.file))),
    )
  const found = async (query: string) => searchIds(await indexFor(partsOf(query)), query, pinyin)

  return {
    searchNow(query) {
      if (!queryTokens(query).length) return []
      if (!indexed.index || !has(indexed.parts, partsOf(query))) return undefined
      const all = searchIds(indexed.index, query, pinyin)
      const hits = shown(all)
      return hits.length >= Math.min(firstHits, all.length) ? hits : undefined
    },
    async search(query) {
      if (!queryTokens(query).length) return
      await fetchTexts((await found(query)).slice(0, firstHits).map((hit) => hit.id))
    },
    async searchRest(query) {
      if (!queryTokens(query).length) return
      await fetchTexts((await found(query)).map((hit) => hit.id))
    },
  }
}
