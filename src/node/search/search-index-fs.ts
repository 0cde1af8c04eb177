/**
 * A build's search files (emit.ts `searchIndex`, search-files.ts), read from the disk cache when
 * the sections did not change (search-index-cache-fs.ts), else made and kept there. They are made
 * on a worker thread (search-files-worker.ts, the build's one pool, decision 0043): at 1,000
 * articles per locale the Chinese index is seconds of MiniSearch and pinyin-pro, which the pages
 * would otherwise wait behind on the build's own thread.
 */
import Tinypool from 'tinypool'
import type { SearchSection } from '../../shared/artifact.ts'
import type { Locale } from '../../shared/locales.ts'
import { searchIndexCache, type SearchIndexCache } from './search-index-cache-fs.ts'

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
  // One thread, started now (tinypool starts its minimum, one), so it loads its modules while the
  // content compiles: the Chinese index is the last thing a build after one changed article waits
  // for. The build's own thread keeps the other core; the locales' indexes are made in turn.
  const pool = new Tinypool({
    filename: new URL('./search-files-worker.ts', import.meta.url).href,
    maxThreads: 1,
  })
  const make = async (locale: Locale, sections: readonly SearchSection[], name: string) => {
    const store = await cache
    const kept = await store?.get(name).catch(() => undefined)
    if (kept !== undefined) return kept
    const pinyin = await store?.pinyin(locale)
    const made = (await pool.run({ locale, sections, metaName: name, pinyin })) as {
      files: Map<string, string>
      pinyin: Map<string, string>
    }
    if (store) writes.push(store.set(name, made.files), store.setPinyin(locale, made.pinyin))
    return made.files
  }

  return {
    make(locale, sections, name) {
      let made = asked.get(name)
      if (!made) asked.set(name, (made = make(locale, sections, name)))
      return made
    },
    async close() {
      await Promise.allSettled(asked.values())
      await pool.destroy()
      await Promise.all(writes)
      // Nothing asked: the compile failed before emitting, and the cache says nothing about it.
      if (asked.size) await (await cache)?.keepOnly(new Set(asked.keys())).catch(() => {})
    },
  }
}
