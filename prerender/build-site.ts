/**
 * The one pipeline of `npm run build:prerender`, top to bottom: each step takes what the one before
 * it returned. `npm run build` is the same without steps 3 and 4 (a single-page app, no per-page
 * HTML). Everything is made in a temporary folder beside dist/ that replaces it only when every
 * step succeeded, so a build that fails (bad content lists every problem) leaves the last good
 * site as it was.
 */
import './production-env.ts'
import '../src/node/config/register-site-locales-fs.ts'
import { rm } from 'node:fs/promises'
import { appBuildKey } from '../src/node/app/app-build-key-fs.ts'
import { buildClient } from '../src/node/app/client-build-fs.ts'
import { injectPrecache } from '../src/node/app/service-worker-precache-fs.ts'
import { formatProblems } from '../src/node/check/problems.ts'
import { compileProject } from '../src/node/compile/compile-project-fs.ts'
import { writeArtifact, writeLaterFiles } from '../src/node/emit/write-artifact-fs.ts'
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
  // The app's builds need no content: hashing the client's sources and building the SSR entry
  // run while the content compiles. Both are awaited below, or dropped if the compile fails.
  const clientKey = appBuildKey(root, 'client')
  const ssr = pages ? buildSsrEntry(root, ssrDirFor(temp)) : undefined
  for (const early of [clientKey, ssr]) early?.catch(() => undefined)
  let contentWritten: Promise<void> | undefined
  try {
    // 1. Compile the content.
    const result = await compileProject(root)
    if (!result.ok)
      throw Object.assign(new Error(formatProblems(result.problems)), { problems: result.problems })
    const { artifact } = result
    console.log(`Content: ${artifact.files.size} files in ${since(started)} ms.`)

    // 2. Build the app, and write the content into it (files dist/ already has are linked). The
    // search files and image variants are still being made: they are written while pages render.
    const appStarted = performance.now()
    const reused = await buildClient(root, temp, await clientKey)
    console.log(`App: client build ${reused ? 'reused' : 'made'} in ${since(appStarted)} ms.`)
    writeArtifact(temp, artifact, dist)
    contentWritten = writeLaterFiles(root, temp, artifact, dist)
    contentWritten.catch(() => undefined)

    // 3 and 4. Render every page with its card, and write the files around them.
    const written = ssr ? await renderSite(root, temp, artifact, await ssr, dist) : 0
    await contentWritten
    // The worker's precache list, now that the content and the 404 pages are in the folder.
    await injectPrecache(temp)

    // 5. Swap the finished folder in for dist/. Only now may the store drop what this build did
    // not use: a build that stopped halfway used only part of what the next one needs.
    await swapIn(temp, dist)
    const store = openStore(root)
    await store.prune()
    console.log(`Store: ${storeSummary(store.counts)}.`)
    console.log(`Built ${dist} with ${artifact.files.size} content files in ${since(started)} ms.`)
    return written
  } finally {
    // Nothing may still write into the folder once it is removed.
    await contentWritten?.catch(() => undefined)
    await ssr?.catch(() => undefined)
    await rm(temp, { recursive: true, force: true })
    await rm(ssrDirFor(temp), { recursive: true, force: true })
  }
}
