/**
 * The build's search step: each locale's search files (emit.ts `searchSets`, search-files.ts), taken from the store when a
 * build before made them from the same sections, else made and kept there (kind `search`, a folder
 * per meta file name: a build names a locale's meta file by its sections and the index format).
 * They are made on a thread of the build's pool (search-files-worker.ts, build-pool.ts, decision
 * 0043): at 1,000 articles per locale the Chinese index is seconds of MiniSearch and pinyin-pro,
 * which the pages would otherwise wait behind on the build's own thread.
 */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildPool, type BuildPool } from '../build-pool.ts'
import type { SearchSet } from '../emit/artifact.ts'
import type { SearchMeta } from '../../shared/search/search-parts.ts'
import { openStore, packageVersions, readJson, storeKey, type Store } from '../store/store-fs.ts'

const searchFilesWorker = new URL('./search-files-worker.ts', import.meta.url)

export interface SearchIndexMaker {
  /** A locale's search files for its sections, by name. */
  make(set: SearchSet): Promise<Map<string, string>>
  /** Says no more files will be asked for; settles once those asked are made and kept. */
  close(): Promise<void>
  /** The build's search step: every set's files in one map, then `close`. */
  makeAll(sets: readonly SearchSet[]): Promise<Map<string, string>>
}

/**
 * What an index's text depends on besides its name: the versions of MiniSearch and of pinyin-pro
 * (its dictionary reads the Chinese index's pinyin), and the ICU and Unicode data behind the
 * tokenizer's case folding, NFKC and script classes. Another Node, MiniSearch or pinyin-pro makes
 * its indexes afresh.
 */
function environment(root: string): string {
  const { icu, unicode } = process.versions
  return `${packageVersions(root, ['minisearch', 'pinyin-pro'])} icu@${icu} unicode@${unicode}`
}

/**
 * The set `name` names in `folder`, if it is whole: its meta file parses and every part and text
 * it lists is there (a build killed mid-copy, a disk that lost bytes).
 */
async function wholeSet(folder: string, name: string): Promise<Map<string, string> | undefined> {
  try {
    const names = await readdir(folder)
    const texts = await Promise.all(names.map((file) => readFile(join(folder, file), 'utf8')))
    const files = new Map(names.map((file, i) => [file, texts[i]!]))
    const meta = JSON.parse(files.get(name) ?? '') as SearchMeta
    return [...meta.parts, ...meta.texts].every(({ file }) => files.has(file)) ? files : undefined
  } catch {
    return undefined
  }
}

/** Keeps a made set: written into a folder of its own, then kept whole. Never rejects. */
async function keepSet(store: Store, key: string, files: Map<string, string>): Promise<void> {
  const made = await mkdtemp(join(tmpdir(), 'search-set-')).catch(() => undefined)
  if (!made) return
  try {
    await Promise.all([...files].map(([file, text]) => writeFile(join(made, file), text)))
    // A kept set that was not whole is in the way: the store renames a new entry into place.
    await rm(store.path('search', key), { recursive: true, force: true })
    await store.keepFolder('search', key, made)
  } catch {
    // Not kept: the next build makes the files again, which is all it costs.
  } finally {
    await rm(made, { recursive: true, force: true }).catch(() => undefined)
  }
}

/**
 * `pool`: the build's (build-pool.ts); without one (the dev server), a pool of one thread of its
 * own, ended by `close`.
 */
export function searchIndexMaker(root: string, pool?: BuildPool): SearchIndexMaker {
  const store = openStore(root)
  const env = environment(root)
  // In flight, for `close` to wait for: each made set is the caller's to keep (the dev server
  // keeps only those its current content names).
  const asked = new Set<Promise<Map<string, string>>>()
  const writes: Promise<void>[] = []
  const threads = pool ?? buildPool(1)
  const make = async (set: SearchSet) => {
    const { locale, name } = set
    const key = storeKey(env, name)
    const folder = store.folder('search', key)
    const kept = folder && (await wholeSet(folder, name))
    if (kept) return kept
    const pinyinKey = storeKey(env, locale)
    // The pinyin fields the locale's last index was made with (search-pinyin-terms.ts).
    const fields = readJson<Record<string, string>>(store, 'pinyin', pinyinKey)
    const pinyin = new Map(Object.entries(fields ?? {}))
    const made = await threads.run<{ files: Map<string, string>; pinyin: Map<string, string> }>(
      searchFilesWorker,
      { set, pinyin },
    )
    writes.push(keepSet(store, key, made.files))
    // Only the fields this index used, so the next one is given no stale ones. A locale without
    // pinyin (not Chinese) has none to keep.
    if (made.pinyin.size)
      store.write('pinyin', pinyinKey, JSON.stringify(Object.fromEntries(made.pinyin)))
    return made.files
  }

  const maker: SearchIndexMaker = {
    make(set) {
      const made = make(set)
      asked.add(made)
      void made.finally(() => asked.delete(made)).catch(() => undefined)
      return made
    },
    async close() {
      await Promise.allSettled(asked)
      if (!pool) await threads.destroy()
      await Promise.all(writes)
    },
    async makeAll(sets) {
      try {
        const made = await Promise.all(sets.map((set) => maker.make(set)))
        return new Map(made.flatMap((files) => [...files]))
      } finally {
        await maker.close()
      }
    },
  }
  return maker
}
