import type MiniSearch from 'minisearch'
import { useEffect, useState } from 'react'
import type { SearchSection } from '../../content/artifact'
import type { Locale } from '../../content/locales'
import {
  loadSearchIndex,
  searchSections,
  type IndexedSection,
  type SearchHit,
} from '../../content/search-options'
import { loadContent, onContentUpdate } from '../content-client'

interface Loaded {
  index: MiniSearch<IndexedSection>
  sections: SearchSection[]
}

/** The index as far as it has loaded; `loads` counts the loads that ended, so a list can tell. */
export interface SearchIndex {
  loads: number
  loaded?: Loaded | { error: string }
}

export type SearchState =
  | { status: 'idle' | 'pending' }
  | { status: 'error'; message: string }
  | { status: 'success'; hits: SearchHit[] }

/**
 * The active locale's index, loaded when the palette first opens (and again after a content edit
 * in dev). The palette keeps it while closed, so opening it again does not load it again.
 */
export function useSearchIndex(locale: Locale): SearchIndex {
  const [state, setState] = useState<SearchIndex>({ loads: 0 })
  useEffect(() => {
    let live = true
    const settle = (loaded: SearchIndex['loaded']) =>
      live && setState(({ loads }) => ({ loads: loads + 1, loaded }))
    const load = () =>
      loadContent()
        .then(({ source }) => Promise.all([source.searchIndex(locale), source.search(locale)]))
        .then(
          ([json, sections]) => settle({ index: loadSearchIndex(json), sections }),
          (error: unknown) =>
            settle({ error: error instanceof Error ? error.message : String(error) }),
        )
    void load()
    const stop = onContentUpdate(() => void load())
    return () => {
      live = false
      stop()
    }
  }, [locale])
  return state
}

/** The hits for a query, once the index is there. */
export function searchIn({ loaded }: SearchIndex, query: string): SearchState {
  if (!loaded) return { status: 'pending' }
  if ('error' in loaded) return { status: 'error', message: loaded.error }
  if (!query.trim()) return { status: 'idle' }
  return { status: 'success', hits: searchSections(loaded.index, loaded.sections, query) }
}
