/**
 * The one pipeline of `npm run build:prerender`, top to bottom: each step takes what the one before
 * it returned. Two steps need only the compiled content and run beside the app build and the
 * pages: the search files (on the build's worker pool) and the image variants (sharp); this function
 * starts them and waits for them itself. `npm run build` is the same without step 3 (a
 * single-page app, no per-page HTML). Everything is made in a temporary folder beside dist/ that replaces it only when every
 * step succeeded, so a build that fails (bad content lists every problem) leaves the last good
 * site as it was.
 */
import './production-env.ts'
import { rm } from 'node:fs/promises'
import { appBuildKey } from '../src/node/app/app-build-key-fs.ts'
import { buildClient } from '../src/node/app/client-build-fs.ts'
import { injectPrecache } from '../src/node/app/pwa/service-worker-precache-fs.ts'
import { formatProblems } from '../src/node/check/problems.ts'
import { compileProject } from '../src/node/compile/compile-project-fs.ts'
import { writeContent } from '../src/node/emit/write-artifact-fs.ts'
import { encodeVariants, linkVariants } from '../src/node/images/image-variants-fs.ts'
import { searchIndexMaker } from '../src/node/search/search-index-fs.ts'
import { buildPool } from '../src/node/build-pool.ts'
import { buildFolder, swapIn } from '../src/node/build-folder-fs.ts'
import { openStore, type StoreCounts } from '../src/node/store/store-fs.ts'
import { buildSsrEntry, renderSite, ssrDirFor } from './render-site.ts'

const since = (start: number) => Math.round(performance.now() - start)

/** `compiled 1998 reused / 2 made, cards 40 reused / 0 made`: what each kind of the store saved. */
const storeSummary = (counts: StoreCounts) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, { reused, made }]) => `${kind} ${reused} reused / ${made} made`)
    .join(', ')

/** Builds the site at `root` into `dist`, its pages too with `pages`; the pages written. */
export async function buildSite(root: string, dist: string, { pages = true } = {}) {
  const started = performance.now()
  const temp = buildFolder(dist)
  const store = openStore(root)
  store.takeCounts() // This build's counts only.
  // The app's builds need no content: hashing the client's sources and building the SSR entry
  // run while the content compiles, and the search step's thread loads its modules meanwhile.
  // All are awaited below, or dropped if the compile fails.
  const clientKey = appBuildKey(root, 'client')
  const ssr = pages ? buildSsrEntry(root, ssrDirFor(temp)) : undefined
  for (const early of [clientKey, ssr]) early?.catch(() => undefined)
  // The build's worker pool: the content compiles on it, then the search files are made on it.
  const pool = buildPool()
  const search = searchIndexMaker(root, pool)
  let besides: Promise<unknown>[] = []
  try {
    // 1. Compile the content.
    const result = await compileProject(root, 'build', undefined, undefined, pool)
    if (!result.ok)
      throw Object.assign(new Error(formatProblems(result.problems)), { problems: result.problems })
    const { artifact, variants, translations } = result
    console.log(`Content: ${artifact.files.size} files in ${since(started)} ms.`)
    if (translations?.missing)
      console.log(`Translations: ${translations.missing}, so no page says it lags its original.`)

    // Beside steps 2 and 3: the search files and the image variants, into the store.
    const searchFiles = search.makeAll(artifact.searchSets ?? [])
    const encoded = encodeVariants(store, variants)
    besides = [searchFiles, encoded]
    for (const step of besides) step.catch(() => undefined)

    // 2. Build the app, and write the content into it (files dist/ already has are linked).
    const appStarted = performance.now()
    const reused = await buildClient(root, temp, await clientKey)
    console.log(`App: client build ${reused ? 'reused' : 'made'} in ${since(appStarted)} ms.`)
    writeContent(temp, artifact.files, dist)

    // 3. Render every page with its card, and write the files around them.
    const written = ssr ? await renderSite(root, temp, artifact, await ssr, dist) : 0

    // 4. The search files and image variants, once made, and the worker's precache list, now that
    // the content and the 404 pages are in the folder.
    writeContent(temp, await searchFiles, dist)
    await encoded
    linkVariants(store, temp, variants)
    await injectPrecache(temp)

    // 5. Swap the finished folder in for dist/. Only now may the store drop what this build did
    // not use: a build that stopped halfway used only part of what the next one needs.
    await swapIn(temp, dist)
    await store.prune()
    console.log(`Store: ${storeSummary(store.takeCounts())}.`)
    console.log(`Built ${dist} with ${artifact.files.size} content files in ${since(started)} ms.`)
    return written
  } finally {
    // Nothing may still run (or write) once the folder is removed.
    await search.close()
    await Promise.allSettled(besides)
    await pool.destroy()
    await ssr?.catch(() => undefined)
    await rm(temp, { recursive: true, force: true })
    await rm(ssrDirFor(temp), { recursive: true, force: true })
  }
}
