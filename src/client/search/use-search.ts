import { useEffect, useState } from 'react'
import type { Locale } from '../i18n/site-locales'
import type { SearchHit } from '../../shared/search/search-options'
import { loadContent, onContentUpdate } from '../data/content-client'
import { openSearch, type SearchSession } from './search-session'

/** The locale's search as far as it has opened; `loads` counts the opens that ended. */
export interface SearchIndex {
  loads: number
  session?: SearchSession | { error: string }
}

export type SearchState =
  | { status: 'idle' | 'pending' }
  | { status: 'error'; message: string }
  | { status: 'success'; hits: SearchHit[] }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The active locale's search, opened when the palette first opens (and again after a content
 * edit in dev). The palette keeps it while closed, so opening it again fetches nothing again.
 */
export function useSearchIndex(locale: Locale): SearchIndex {
  const [state, setState] = useState<SearchIndex>({ loads: 0 })
  useEffect(() => {
    let live = true
    const settle = (session: SearchIndex['session']) =>
      live && setState(({ loads }) => ({ loads: loads + 1, session }))
    const load = () =>
      loadContent()
        .then(({ source }) => openSearch(source, locale))
        .then(settle, (error: unknown) => settle({ error: messageOf(error) }))
    void load()
    const stop = onContentUpdate(() => void load())
    return () => {
      live = false
      stop()
    }
  }, [locale])
  return state
}

/**
 * What a query finds: at once when the session has the index parts and the first hits' text,
 * else once they are fetched (pending until then); the other hits join as their text arrives.
 */
export function useSearchHits({ session }: SearchIndex, query: string): SearchState {
  // Set whenever a search has fetched more, to render again: the session can answer more now.
  const [, setFetched] = useState(0)
  const [failed, setFailed] = useState<{ query: string; message: string }>()
  const open = session && !('error' in session) ? session : undefined
  const now = open?.searchNow(query)
  useEffect(() => {
    if (!open) return
    let live = true
    const more = () => live && setFetched((n) => n + 1)
    open
      .search(query)
      .then(more)
      .then(() => open.searchRest(query))
      .then(more, (error: unknown) => live && setFailed({ query, message: messageOf(error) }))
    return () => {
      live = false
    }
  }, [open, query])
  if (!session) return { status: 'pending' }
  if ('error' in session) return { status: 'error', message: session.error }
  if (!query.trim()) return { status: 'idle' }
  if (now) return { status: 'success', hits: now }
  if (failed?.query === query) return { status: 'error', message: failed.message }
  return { status: 'pending' }
}
