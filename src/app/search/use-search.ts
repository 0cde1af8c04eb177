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

export type SearchState =
  | { status: 'idle' | 'pending' }
  | { status: 'error'; message: string }
  | { status: 'success'; hits: SearchHit[] }

/**
 * The active locale's index, loaded when the palette first opens (and again after a content edit
 * in dev), and the hits for a query.
 */
export function useSearch(locale: Locale, query: string): SearchState {
  const [loaded, setLoaded] = useState<Loaded | { error: string }>()
  useEffect(() => {
    let live = true
    const load = () =>
      loadContent()
        .then(({ source }) => Promise.all([source.searchIndex(locale), source.search(locale)]))
        .then(
          ([json, sections]) => live && setLoaded({ index: loadSearchIndex(json), sections }),
          (error: unknown) =>
            live && setLoaded({ error: error instanceof Error ? error.message : String(error) }),
        )
    void load()
    const stop = onContentUpdate(() => void load())
    return () => {
      live = false
      stop()
    }
  }, [locale])
  if (!loaded) return { status: 'pending' }
  if ('error' in loaded) return { status: 'error', message: loaded.error }
  if (!query.trim()) return { status: 'idle' }
  return { status: 'success', hits: searchSections(loaded.index, loaded.sections, query) }
}
