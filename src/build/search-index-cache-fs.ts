/**
 * Search indexes kept on disk between builds, by file name. A build names an index by its sections
 * and the index format (emit.ts), so a build whose articles did not change finds both indexes
 * here instead of spending seconds making them. Only the indexes the last build named are kept:
 * at 1,000 articles per locale each is megabytes.
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export interface SearchIndexCache {
  /** The kept index's text, or `undefined` when there is none or it is not whole. */
  get(name: string): Promise<string | undefined>
  set(name: string, text: string): Promise<void>
  /** Deletes every kept index but `names` (the ones this build's manifest names). */
  keepOnly(names: Set<string>): Promise<void>
}

export const searchIndexCacheDir = (root: string) =>
  join(root, 'node_modules', '.cache', 'search-index')

/**
 * What an index's text depends on besides its name: MiniSearch's version and the ICU and Unicode
 * data behind the tokenizer's case folding, NFKC and script classes. Another Node or
 * MiniSearch makes its indexes afresh, in a folder of its own.
 */
async function environment(root: string): Promise<string> {
  const minisearch = await readFile(
    join(root, 'node_modules', 'minisearch', 'package.json'),
    'utf8',
  )
    .then((text) => (JSON.parse(text) as { version: string }).version)
    .catch(() => 'none')
  const { icu, unicode } = process.versions
  return createHash('sha256')
    .update(`minisearch@${minisearch}\nicu@${icu}\nunicode@${unicode}`)
    .digest('hex')
    .slice(0, 16)
}

/** Whether `text` is a whole serialized index (a build killed mid-write, a disk that lost bytes). */
function whole(text: string): boolean {
  try {
    const index = JSON.parse(text) as { serializationVersion?: unknown } | null
    return typeof index?.serializationVersion === 'number'
  } catch {
    return false
  }
}

export async function searchIndexCache(root: string): Promise<SearchIndexCache> {
  const base = searchIndexCacheDir(root)
  const env = await environment(root)
  const dir = join(base, env)
  await mkdir(dir, { recursive: true })
  return {
    async get(name) {
      const text = await readFile(join(dir, name), 'utf8').catch(() => undefined)
      return text !== undefined && whole(text) ? text : undefined
    },
    async set(name, text) {
      // Written aside and renamed, so a build killed mid-write never leaves half an index.
      const target = join(dir, name)
      const temp = `${target}.${process.pid}.tmp`
      try {
        await writeFile(temp, text)
        await rename(temp, target)
      } catch {
        // The next build makes the index again: a cache that cannot be written costs only that.
        await rm(temp, { force: true })
      }
    },
    async keepOnly(names) {
      const gone = (await readdir(base)).filter((entry) => entry !== env).map((e) => join(base, e))
      gone.push(...(await readdir(dir)).filter((n) => !names.has(n)).map((n) => join(dir, n)))
      await Promise.all(gone.map((path) => rm(path, { recursive: true, force: true })))
    },
  }
}
