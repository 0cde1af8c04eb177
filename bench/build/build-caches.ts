/**
 * What each kind of the store saves (`npm run bench:build -- --caches N`): after the builds with
 * nothing and one article changed, each kind's folder of the store (src/node/store/store-fs.ts) in
 * turn is moved aside and the same build run again, so it must make what that kind held; the
 * folder then goes back. A kind saves the difference between that build and the one without the
 * last build's record (prerender/last-build-fs.ts), which alone makes a build with nothing changed
 * read nothing else; that record saves the difference to the build with the whole store in place.
 * What was moved aside is deleted only at the end, with the copy (a large deletion slows this
 * machine's filesystem for minutes: bench/fs-probe.ts).
 */
import { readdir, realpath, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { lastBuildKey } from '../../prerender/last-build-fs.ts'
import { storeDir } from '../../src/node/store/store-fs.ts'
import type { BuildRun } from './build-run.ts'

export interface CacheSaving {
  /** What the build went without: `the store's images`, `the last build's record`. */
  what: string
  /** The build without it. */
  run: BuildRun
  /**
   * The build it is compared with: the one without the last build's record, for every kind;
   * none for the record itself, which is compared with the build with the whole store in place.
   */
  base?: BuildRun
}

let runs = 0
/**
 * Moves `entries` of the store at `root` aside, runs `run`, and puts them back (what it made goes
 * aside too), into the store's own folder: the build prunes the kinds' folders.
 */
async function without<T>(root: string, entries: string[], run: () => Promise<T>): Promise<T> {
  const remade = `.remade-${++runs}`
  const aside = (entry: string) => join(root, entry.replaceAll('/', '-'))
  for (const entry of entries) await rename(join(root, entry), `${aside(entry)}.aside`)
  try {
    return await run()
  } finally {
    for (const entry of entries) {
      await rename(join(root, entry), `${aside(entry)}${remade}`).catch(() => undefined)
      await rename(`${aside(entry)}.aside`, join(root, entry))
    }
  }
}

export async function cacheSavings(
  dir: string,
  build: (label: string) => Promise<BuildRun>,
): Promise<CacheSaving[]> {
  const root = storeDir(dir)
  const kinds = (await readdir(root)).filter((name) => !name.includes('.')).sort()
  // Named as prerender.ts names dist/: from the real path it runs in.
  const record = join('records', lastBuildKey(join(await realpath(dir), 'dist')))
  const savings: CacheSaving[] = []
  let base: BuildRun | undefined
  if (await stat(join(root, record)).catch(() => undefined)) {
    const what = "the last build's record"
    base = await without(root, [record], () => build(`without ${what}`))
    savings.push({ what, run: base })
  }
  for (const kind of kinds) {
    const what = `the store's ${kind}`
    // The records hold the last build's record too: it goes aside with them.
    const aside = base && kind !== 'records' ? [record, kind] : [kind]
    savings.push({ what, run: await without(root, aside, () => build(`without ${what}`)), base })
  }
  await Promise.all(
    (await readdir(root))
      .filter((name) => name.includes('.remade-'))
      .map((name) => rm(join(root, name), { recursive: true, force: true })),
  )
  return savings
}
