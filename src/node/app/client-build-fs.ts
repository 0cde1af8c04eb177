/**
 * The client app of a build (step 2): built by Vite into the build's folder without the content,
 * or copied from the store's build of the same app (app-build-key-fs.ts). The content is written
 * into it afterwards (emit/write-artifact-fs.ts).
 */
import { cp, rm } from 'node:fs/promises'
import { openStore } from '../store/store-fs.ts'
import { productionBuild } from './production-build.ts'

/** Builds or copies the client into `temp` (`key`: appBuildKey); whether a kept build was used. */
export async function buildClient(root: string, temp: string, key: string): Promise<boolean> {
  const store = openStore(root)
  const kept = store.folder('app', key)
  if (!kept) {
    await productionBuild({ root, logLevel: 'warn', build: { outDir: temp, emptyOutDir: true } })
    // Kept before the content is written into it: the next build's content may differ.
    await store.keepFolder('app', key, temp)
    return false
  }
  await rm(temp, { recursive: true, force: true })
  // Copied, not linked: the prerender writes over some of its files (index.html) in place.
  await cp(kept, temp, { recursive: true })
  return true
}
