/**
 * What each of the build's caches saves (`npm run bench:build -- --caches N`): after the build
 * with nothing changed, each folder of `node_modules/.cache/` in turn is moved aside and the same
 * build run again, so it must make what that folder held; the folder then goes back. A cache
 * saves the difference between that build and the one with every cache in place. The folders
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
}

export async function cacheSavings(
  dir: string,
  build: (label: string) => Promise<BuildRun>,
): Promise<CacheSaving[]> {
  const root = join(dir, 'node_modules', '.cache')
  const savings: CacheSaving[] = []
  for (const folder of (await readdir(root)).filter((name) => !name.endsWith('.aside')).sort()) {
    const kept = join(root, folder)
    await rename(kept, `${kept}.aside`)
    try {
      savings.push({ folder, run: await build(`without .cache/${folder}`) })
    } finally {
      // What the build just made in its place is moved aside too, and the kept folder restored.
      await rename(kept, `${kept}.remade`).catch(() => undefined)
      await rename(`${kept}.aside`, kept)
    }
  }
  await Promise.all(
    (await readdir(root))
      .filter((name) => name.endsWith('.remade'))
      .map((name) => rm(join(root, name), { recursive: true, force: true })),
  )
  return savings
}
