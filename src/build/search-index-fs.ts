/**
 * Makes a build's search indexes off the critical path (emit.ts `searchIndex`). At 1,000 articles
 * per locale the two indexes took ≈4.5 s of the main thread on every build, changed or not. Each
 * is now read from the disk cache (search-index-cache-fs.ts), else made on a worker thread while
 * the app builds; the worker starts only when an index is missing. A worker that fails or cannot
 * start costs time, never the build: the index is then made on this thread.
 */
import type { Locale } from '../content/locales.ts'
import { searchIndexCache, type SearchIndexCache } from './search-index-cache-fs.ts'
import { searchIndexText } from './search-index-text.ts'
import { jobWorker, type JobWorker } from './typescript-worker-fs.ts'
import type { SearchIndexJob } from './search-index-worker-fs.ts'
import { searchTokensFolder, tokensFile } from './search-tokens-fs.ts'

export interface SearchIndexMaker {
  /**
   * The index's text for these sections (emit.ts `EmitOptions.searchIndex`). Rejects only if the
   * index cannot be made on this thread either.
   */
  make(locale: Locale, sectionsJson: string, name: string): Promise<string>
  /**
   * Says no more indexes will be asked for. Once those asked are made and cached, ends the worker
   * (so the build's process can exit) and deletes the cached indexes this build did not name.
   * Never rejects.
   */
  close(): Promise<void>
}

export interface SearchIndexMakerOptions {
  /** Where indexes are kept between builds (by default under the project's node_modules/.cache). */
  cache?: Promise<SearchIndexCache>
  /** Starts the worker that makes indexes (tests count the starts, or start one that fails). */
  startWorker?: () => JobWorker<SearchIndexJob, string>
}

/** Starts a worker on `module`, by default search-index-worker-fs.ts. */
export const searchIndexWorker = (
  module = new URL('./search-index-worker-fs.ts', import.meta.url),
): JobWorker<SearchIndexJob, string> =>
  jobWorker(module, { task: 'Making a search index', worker: 'search-index worker' })

export function searchIndexMaker(
  root: string,
  options: SearchIndexMakerOptions = {},
): SearchIndexMaker {
  // A cache that cannot be opened (a read-only checkout) means making every index, nothing worse.
  const cache = (options.cache ?? searchIndexCache(root)).catch(() => undefined)
  const startWorker = options.startWorker ?? (() => searchIndexWorker())
  let worker: JobWorker<SearchIndexJob, string> | undefined
  const asked = new Map<string, Promise<string>>()
  const writes: Promise<void>[] = []

  // Tokens are kept between builds where the cache is (search-tokens-fs.ts); its folder is
  // found (and others pruned) once per build, by the first index made.
  let tokens: Promise<string | undefined> | undefined
  const makeAway = async (locale: Locale, sectionsJson: string) => {
    try {
      const folder = await (tokens ??= searchTokensFolder(root).catch(() => undefined))
      const job = { sectionsJson, tokensFile: folder && tokensFile(folder, locale) }
      return await (worker ??= startWorker()).run(job)
    } catch {
      return searchIndexText(sectionsJson)
    }
  }
  const make = async (locale: Locale, sectionsJson: string, name: string) => {
    const store = await cache
    const kept = await store?.get(name).catch(() => undefined)
    if (kept !== undefined) return kept
    const text = await makeAway(locale, sectionsJson)
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
      await worker?.terminate().catch(() => {})
      // Nothing asked: the compile failed before emitting, and the cache says nothing about it.
      if (asked.size) await (await cache)?.keepOnly(new Set(asked.keys())).catch(() => {})
    },
  }
}
