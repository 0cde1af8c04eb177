/**
 * `npm run build`: compiles the content (failing with every problem listed), builds the app into
 * a temporary folder, and only then swaps it in for dist/, so a failed build leaves the last good
 * site exactly as it was.
 */
import './config/register-site-locales-fs.ts'
import { cp, rename, rm } from 'node:fs/promises'
import { resolve } from 'node:path'
import { appBuildKey, keepAppBuild, keptAppBuild } from './app/app-build-cache-fs.ts'
import type { Artifact } from './compile/compile.ts'
import { injectPrecache } from './app/service-worker-precache-fs.ts'
import { writeArtifact, writeLaterFiles } from './emit/write-artifact-fs.ts'
import { formatProblems } from './check/problems.ts'
import { productionBuild } from './app/production-build.ts'
import { compileProject } from './compile/compile-project-fs.ts'
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
  // Not counting the search files, which may still be in the making (`later`).
  const files = result.artifact.files.size
  console.log(`Content: ${files} files in ${Math.round(compiled - started)} ms.`)
  const temp = buildFolder(outDir)
  const old = replacedFolder(outDir)
  // The client build holds the app only: the content is written into it here, after.
  let later: Promise<void> | undefined
  try {
    const reused = await clientBuild(root, temp, await appKey)
    // Files `outDir` already has are linked from it.
    writeArtifact(temp, result.artifact, outDir)
    // The search indexes and the image variants are written while the pages render.
    later = writeLaterFiles(root, temp, result.artifact, outDir)
    later.catch(() => undefined)
    console.log(
      `App: client build ${reused ? 'reused' : 'made'} in ${Math.round(performance.now() - compiled)} ms.`,
    )
    await options.beforeSwap?.(temp, result.artifact, outDir)
    // The worker's precache list, now that the content and the 404 page are in the folder: the
    // client build, made or kept, left `sw.js` without one (pwa-options-fs.ts).
    await injectPrecache(temp)
    await later
    await rename(outDir, old).catch(() => undefined)
    await rename(temp, outDir)
    // The site is in place: the replaced folder (and any an earlier build left) goes after exit.
    removeInBackground(leftoverFolders(outDir))
  } finally {
    // Nothing may still write into the folder once it is removed.
    await later?.catch(() => undefined)
    await rm(temp, { recursive: true, force: true })
  }
  console.log(
    `Built ${outDir} with ${files} content files in ${Math.round(performance.now() - started)} ms.`,
  )
}

/**
 * Builds the client into `temp` without the content, or copies the kept build of the same app
 * (app-build-cache-fs.ts). Returns whether the kept build was used.
 */
async function clientBuild(root: string, temp: string, key: string) {
  const kept = await keptAppBuild(root, 'client', key)
  if (!kept) {
    await productionBuild({ root, logLevel: 'warn', build: { outDir: temp, emptyOutDir: true } })
    await keepAppBuild(root, 'client', key, temp)
    return false
  }
  await rm(temp, { recursive: true, force: true })
  // Copied, not linked: the prerender writes over some of its files (index.html) in place.
  await cp(kept, temp, { recursive: true })
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildSite(process.cwd()).catch((error: Error & { problems?: unknown }) => {
    console.error(error.problems ? error.message : error)
    process.exitCode = 1
  })
}
