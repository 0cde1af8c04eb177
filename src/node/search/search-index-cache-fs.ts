/**
 * Search files kept on disk between builds (search-files.ts), a folder per meta file name. A build
 * names a locale's meta file by its sections and the index format (emit.ts), so a build whose
 * articles did not change finds the locale's files here instead of making its index again. Only
 * the sets the last build named are kept: at 1,000 articles per locale each is megabytes.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SearchMeta } from '../../shared/search-parts.ts'
import { writeAside } from '../link-or-copy-fs.ts'
import type { PinyinFields } from './search-pinyin-terms.ts'

export interface SearchIndexCache {
  /** The kept files of this meta file, or `undefined` when there are none or they are not whole. */
  get(name: string): Promise<Map<string, string> | undefined>
  set(name: string, files: Map<string, string>): Promise<void>
  /** Deletes every kept set but `names` (the meta files this build's manifest names). */
  keepOnly(names: Set<string>): Promise<void>
  /** The pinyin fields the locale's last index was made with (search-pinyin-terms.ts). */
  pinyin(locale: string): Promise<PinyinFields>
  /** Keeps these fields, and only these, for the locale's next index. Never rejects. */
  setPinyin(locale: string, fields: PinyinFields): Promise<void>
}

export const searchIndexCacheDir = (root: string) =>
  join(root, 'node_modules', '.cache', 'search-index')

/**
 * What an index's text depends on besides its name: the versions of MiniSearch and of pinyin-pro
 * (its dictionary reads the Chinese index's pinyin), and the ICU and Unicode data behind the
 * tokenizer's case folding, NFKC and script classes. Another Node, MiniSearch or pinyin-pro makes
 * its indexes afresh, in a folder of its own.
 */
async function environment(root: string): Promise<string> {
  const version = (name: string) =>
    readFile(join(root, 'node_modules', name, 'package.json'), 'utf8')
      .then((text) => (JSON.parse(text) as { version: string }).version)
      .catch(() => 'none')
  const { icu, unicode } = process.versions
  return createHash('sha256')
    .update(
      `minisearch@${await version('minisearch')}\nicu@${icu}\nunicode@${unicode}` +
        `\npinyin-pro@${await version('pinyin-pro')}`,
    )
    .digest('hex')
    .slice(0, 16)
}

/**
 * Whether `files` are the whole set `name` names: its meta file parses and every part and text it
 * lists is there (a build killed mid-write, a disk that lost bytes).
 */
function whole(name: string, files: Map<string, string>): boolean {
  try {
    const meta = JSON.parse(files.get(name) ?? '') as SearchMeta
    return [...meta.parts, ...meta.texts].every(({ file }) => files.has(file))
  } catch {
    return false
  }
}

export async function searchIndexCache(root: string): Promise<SearchIndexCache> {
  const base = searchIndexCacheDir(root)
  const env = await environment(root)
  const dir = join(base, env)
  await mkdir(dir, { recursive: true })
  const pinyinFile = (locale: string) => join(dir, 'pinyin', `${locale}.json`)
  return {
    async get(name) {
      try {
        const folder = join(dir, name)
        const names = await readdir(folder)
        const texts = await Promise.all(names.map((file) => readFile(join(folder, file), 'utf8')))
        const files = new Map(names.map((file, i) => [file, texts[i]!]))
        return whole(name, files) ? files : undefined
      } catch {
        return undefined
      }
    },
    async set(name, files) {
      // Written aside and renamed, so a build killed mid-write never leaves half a set.
      const target = join(dir, name)
      const temp = `${target}.${process.pid}.tmp`
      try {
        await mkdir(temp, { recursive: true })
        await Promise.all([...files].map(([file, text]) => writeFile(join(temp, file), text)))
        await rm(target, { recursive: true, force: true })
        await rename(temp, target)
      } catch {
        // The next build makes the files again: a cache that cannot be written costs only that.
        await rm(temp, { recursive: true, force: true })
      }
    },
    async keepOnly(names) {
      const gone = (await readdir(base)).filter((entry) => entry !== env).map((e) => join(base, e))
      const kept = (n: string) => names.has(n) || n === 'pinyin'
      gone.push(...(await readdir(dir)).filter((n) => !kept(n)).map((n) => join(dir, n)))
      await Promise.all(gone.map((path) => rm(path, { recursive: true, force: true })))
    },
    async pinyin(locale) {
      const read = readFile(pinyinFile(locale), 'utf8').then((text) => JSON.parse(text) as object)
      return new Map(Object.entries(await read.catch(() => ({}))))
    },
    async setPinyin(locale, fields) {
      // A locale without pinyin (not Chinese) has none to keep; one not kept is made again.
      if (!fields.size) return
      await mkdir(join(dir, 'pinyin'), { recursive: true })
        .then(() => writeAside(pinyinFile(locale), JSON.stringify(Object.fromEntries(fields))))
        .catch(() => {})
    },
  }
}
