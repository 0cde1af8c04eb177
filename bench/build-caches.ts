/**
 * What each of the build's caches saves (`npm run bench:build -- --caches N`): after the build
 * with nothing changed, each folder of `node_modules/.cache/` in turn is moved aside and the same
 * build run again, so it must make what that folder held; the folder then goes back. A cache
 * saves the difference between that build and the one with every cache in place (or, with the
 * last build's record of prerender/last-build-fs.ts, the one without that record). The folders
 * moved aside are deleted only at the end, with the copy (a large deletion slows this machine's
 * filesystem for minutes: bench/fs-probe.ts).
 */
import { readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { BuildRun } from './build-run.ts'

export interface CacheSaving {
  /** The cache's folder under node_modules/.cache. */
  folder: string
  /** The build with that folder empty. */
  run: BuildRun
  /**
   * The build it is compared with: the one without the last build's record, for every other
   * folder (that record alone makes a build with nothing changed read no cache at all); none for
   * the record itself, which is compared with the build with every cache in place.
   */
  base?: BuildRun
}

/** prerender/last-build-fs.ts's records. */
const lastBuild = 'last-build'

let runs = 0
/** Moves `folders` of `root` aside, runs `run`, and puts them back (what it made goes aside too). */
async function without<T>(root: string, folders: string[], run: () => Promise<T>): Promise<T> {
  const remade = `.remade-${++runs}`
  for (const folder of folders) await rename(join(root, folder), join(root, `${folder}.aside`))
  try {
    return await run()
  } finally {
    for (const folder of folders) {
      const kept = join(root, folder)
      await rename(kept, `${kept}${remade}`).catch(() => undefined)
      await rename(`${kept}.aside`, kept)
    }
  }
}

export async function cacheSavings(
  dir: string,
  build: (label: string) => Promise<BuildRun>,
): Promise<CacheSaving[]> {
  const root = join(dir, 'node_modules', '.cache')
  const folders = (await readdir(root)).filter((name) => !name.endsWith('.aside')).sort()
  const savings: CacheSaving[] = []
  let base: BuildRun | undefined
  if (folders.includes(lastBuild)) {
    base = await without(root, [lastBuild], () => build(`without .cache/${lastBuild}`))
    savings.push({ folder: lastBuild, run: base })
  }
  for (const folder of folders.filter((name) => name !== lastBuild)) {
    const aside = base ? [lastBuild, folder] : [folder]
    savings.push({
      folder,
      run: await without(root, aside, () => build(`without .cache/${folder}`)),
      base,
    })
  }
  await Promise.all(
    (await readdir(root))
      .filter((name) => name.includes('.remade-'))
      .map((name) => rm(join(root, name), { recursive: true, force: true })),
  )
  return savings
}
