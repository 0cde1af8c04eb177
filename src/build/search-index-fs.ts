/**
 * A build's search files (emit.ts `searchIndex`, search-files.ts), read from the disk cache when
 * the sections did not change (search-index-cache-fs.ts), else made and kept there: at 1,000
 * articles per locale each locale's index takes about a second to make.
 */
import type { SearchSection } from '../content/artifact.ts'
import type { Locale } from '../content/locales.ts'
import { searchIndexCache, type SearchIndexCache } from './search-index-cache-fs.ts'
import { searchFiles } from './search-files.ts'

export interface SearchIndexMaker {
  /** The locale's search files for these sections, by name (emit.ts `EmitOptions.searchIndex`). */
  make(
    locale: Locale,
    sections: readonly SearchSection[],
    name: string,
  ): Promise<Map<string, string>>
  /**
   * Says no more files will be asked for. Once those asked are made and cached, deletes the
   * cached sets this build did not name. Never rejects.
   */
  close(): Promise<void>
}

export interface SearchIndexMakerOptions {
  /** Where files are kept between builds (by default under the project's node_modules/.cache). */
  cache?: Promise<SearchIndexCache>
}

export function searchIndexMaker(
  root: string,
  options: SearchIndexMakerOptions = {},
): SearchIndexMaker {
  // A cache that cannot be opened (a read-only checkout) means making every index, nothing worse.
  const cache = (options.cache ?? searchIndexCache(root)).catch(() => undefined)
  const asked = new Map<string, Promise<Map<string, string>>>()
  const writes: Promise<void>[] = []
  const make = async (locale: Locale, sections: readonly SearchSection[], name: string) => {
    const store = await cache
    const kept = await store?.get(name).catch(() => undefined)
    if (kept !== undefined) return kept
    const files = searchFiles(locale, sections, name)
    if (store) writes.push(store.set(name, files).catch(() => {}))
    return files
  }

  return {
    make(locale, sections, name) {
      let made = asked.get(name)
      if (!made) asked.set(name, (made = make(locale, sections, name)))
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
