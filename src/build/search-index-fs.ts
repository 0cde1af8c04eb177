/**
 * A build's search indexes (emit.ts `searchIndex`), read from the disk cache when the sections did
 * not change (search-index-cache-fs.ts), else made and kept there: at 1,000 articles per locale
 * the two take about a second to make.
 */
import type { Locale } from '../content/locales.ts'
import { searchIndexCache, type SearchIndexCache } from './search-index-cache-fs.ts'
import { searchIndexText } from './search-index-text.ts'

export interface SearchIndexMaker {
  /** The index's text for these sections (emit.ts `EmitOptions.searchIndex`). */
  make(locale: Locale, sectionsJson: string, name: string): Promise<string>
  /**
   * Says no more indexes will be asked for. Once those asked are made and cached, deletes the
   * cached indexes this build did not name. Never rejects.
   */
  close(): Promise<void>
}

export interface SearchIndexMakerOptions {
  /** Where indexes are kept between builds (by default under the project's node_modules/.cache). */
  cache?: Promise<SearchIndexCache>
}

export function searchIndexMaker(
  root: string,
  options: SearchIndexMakerOptions = {},
): SearchIndexMaker {
  // A cache that cannot be opened (a read-only checkout) means making every index, nothing worse.
  const cache = (options.cache ?? searchIndexCache(root)).catch(() => undefined)
  const asked = new Map<string, Promise<string>>()
  const writes: Promise<void>[] = []
  const make = async (_locale: Locale, sectionsJson: string, name: string) => {
    const store = await cache
    const kept = await store?.get(name).catch(() => undefined)
    if (kept !== undefined) return kept
    const text = searchIndexText(sectionsJson)
    if (store) writes.push(store.set(name, text).catch(() => {}))
    return text
  }

  return {
    make(locale, sectionsJson, name) {
      let made = asked.get(name)
      if (!made) asked.set(name, (made = make(locale, sectionsJson, name)))
      return made
    },
    async close() {
      await Promise.allSettled(asked.values())
      await Promise.all(writes)
      // Nothing asked: the compile failed before emitting, and the cache says nothing about it.
      if (asked.size) await (await cache)?.keepOnly(new Set(asked.keys())).catch(() => {})
    },
  }
}
