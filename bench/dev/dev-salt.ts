/**
 * A per-run salt for `npm run bench:dev` (bench/dev.ts): a line with the run's id in every
 * generated article makes their compile-cache keys new, so the cold start is really cold; the
 * entries the run wrote are removed afterwards.
 */
import { appendFile, readdir, readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { repoRoot } from '../../e2e/support/project-fs.ts'
import { storeDir } from '../../src/node/store/store-fs.ts'
import { benchFolder } from '../build/build-corpus.ts'

const diskCacheDir = join(storeDir(repoRoot), 'compiled')

/** A paragraph with the run's id in every generated article: their compile-cache keys are new. */
export async function saltArticles(dir: string, salt: string) {
  for (const lang of ['zh', 'en']) {
    const folder = join(dir, 'content', lang, benchFolder)
    for (const name of await readdir(folder))
      await appendFile(join(folder, name), `\nBench run ${salt}.\n`)
  }
}

/**
 * Removes the compile-cache entries this run wrote: only they contain its salt. Files older than
 * the run are not even read, so a large cache costs little.
 */
export async function removeSaltedEntries(since: number, salt: string): Promise<number> {
  const files = await readdir(diskCacheDir).catch(() => [])
  let removed = 0
  for (const name of files) {
    const file = join(diskCacheDir, name)
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile() || info.mtimeMs < since) continue
    if ((await readFile(file, 'utf8').catch(() => '')).includes(salt)) {
      await rm(file, { force: true })
      removed++
    }
  }
  return removed
}
