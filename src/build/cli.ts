/**
 * `npm run build`: compiles the content (failing with every problem listed), builds the app into
 * a temporary folder, and only then swaps it in for dist/, so a failed build leaves the last good
 * site exactly as it was.
 */
import './register-site-locales-fs.ts'
import { cp, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { contentDir } from '../content/artifact.ts'
import { appBuildKey, keepAppBuild, keptAppBuild } from './app-build-cache-fs.ts'
import type { Artifact } from './compile.ts'
import { precachedContentFile } from './pwa-options-fs.ts'
import { refreshPrecache } from './service-worker-precache.ts'
import { imagesFolder, writeArtifact, writeLaterFiles } from './write-artifact-fs.ts'
import { formatProblems } from './problems.ts'
import { productionBuild } from './production-build.ts'
import { handOverArtifact } from './artifact-handover.ts'
import { compileProject } from './compile-project-fs.ts'
import {
  buildFolder,
  leftoverFolders,
  removeInBackground,
  replacedFolder,
} from './remove-in-background-fs.ts'

export interface BuildOptions {
  outDir?: string
  /**
   * Runs on the finished temporary folder before it replaces `outDir` (the prerender writes pages
   * here, carrying unchanged ones over from `outDir`).
   */
  beforeSwap?: (temp: string, artifact: Artifact, outDir: string) => Promise<void>
}

export async function buildSite(root: string, options: BuildOptions = {}): Promise<void> {
  const outDir = options.outDir ?? resolve(root, 'dist')
  const started = performance.now()
  // Hashing the app's sources takes a moment; it runs while the content compiles.
  const appKey = appBuildKey(root, 'client')
  appKey.catch(() => undefined)
  const result = await compileProject(root)
  if (!result.ok)
    throw Object.assign(new Error(formatProblems(result.problems)), { problems: result.problems })
  const compiled = performance.now()
  // The search indexes may still be in the making (`later`): they are files all the same.
  const files = result.artifact.files.size + (result.artifact.later?.size ?? 0)
  console.log(`Content: ${files} files in ${Math.round(compiled - started)} ms.`)
  const temp = buildFolder(outDir)
  const old = replacedFolder(outDir)
  // The Vite build gets the artifact without the files in the making (search indexes, image
  // variants): they are written below, while the pages render, instead of holding up the client
  // build until they are done.
  const takeBack = handOverArtifact(resolve(root), {
    ...result.artifact,
    later: undefined,
    images: new Map(),
    imagesWritten: undefined,
  })
  let later: Promise<void> | undefined
  try {
    const reused = await clientBuild(root, temp, result.artifact, await appKey, outDir)
    takeBack()
    later = writeLaterFiles(root, temp, result.artifact, outDir)
    later.catch(() => undefined)
    console.log(
      `App: client build ${reused ? 'reused' : 'made'} in ${Math.round(performance.now() - compiled)} ms.`,
    )
    await options.beforeSwap?.(temp, result.artifact, outDir)
    await later
    await rename(outDir, old).catch(() => undefined)
    await rename(temp, outDir)
    // The site is in place: the replaced folder (and any an earlier build left) goes after exit.
    removeInBackground(leftoverFolders(outDir))
  } finally {
    takeBack()
    // Nothing may still write into the folder once it is removed.
    await later?.catch(() => undefined)
    await rm(temp, { recursive: true, force: true })
  }
  console.log(
    `Built ${outDir} with ${files} content files in ${Math.round(performance.now() - started)} ms.`,
  )
}

/**
 * Builds the client into `temp`, or copies the kept build of the same app (app-build-cache-fs.ts)
 * and adds this build's content to it (content files `live` already has are linked from it).
 * Returns whether the kept build was used.
 */
async function clientBuild(
  root: string,
  temp: string,
  artifact: Artifact,
  key: string,
  live: string,
) {
  const kept = await keptAppBuild(root, 'client', key)
  if (!kept) {
    await productionBuild({ root, logLevel: 'warn', build: { outDir: temp, emptyOutDir: true } })
    await keepAppBuild(root, 'client', key, temp, [contentDir, imagesFolder])
    return false
  }
  await rm(temp, { recursive: true, force: true })
  // Copied, not linked: the prerender writes over some of its files (index.html) in place.
  await cp(kept, temp, { recursive: true })
  await writeArtifact(temp, artifact, live)
  const sw = join(temp, 'sw.js')
  const precached = [...artifact.files].filter(([name]) => precachedContentFile(name))
  await writeFile(sw, refreshPrecache(await readFile(sw, 'utf8'), new Map(precached)))
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildSite(process.cwd()).catch((error: Error & { problems?: unknown }) => {
    console.error(error.problems ? error.message : error)
    process.exitCode = 1
  })
}
