/**
 * The client app of a build (step 2): built by Vite into the build's folder without the content,
 * or copied from the kept build of the same app (app-build-cache-fs.ts). The content is written
 * into it afterwards (emit/write-artifact-fs.ts).
 */
import { cp, rm } from 'node:fs/promises'
import { keepAppBuild, keptAppBuild } from './app-build-cache-fs.ts'
import { productionBuild } from './production-build.ts'

/** Builds or copies the client into `temp`; whether the kept build was used. */
export async function buildClient(root: string, temp: string, key: string): Promise<boolean> {
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
