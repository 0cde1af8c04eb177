/**
 * Writes the content artifact into a build folder: `_content/` (search indexes awaited, as they
 * may still be in the making) and the image variants into `_images/`. A fresh client build emits
 * the same files through the content plugin (vite-plugin-content.ts); a kept one gets them here.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { contentDir } from '../content/artifact.ts'
import type { Artifact } from './compile.ts'
import { imagesOutDir } from './compile-project-fs.ts'
import { limiter } from './limit.ts'

/** Files written at once: enough to keep the disk busy, few enough for the open-file limit. */
const slots = limiter(64)

export async function writeArtifact(root: string, outDir: string, artifact: Artifact) {
  // One mkdir per folder, awaited by every file in it.
  const folders = new Map<string, Promise<unknown>>()
  const ensure = (file: string) => {
    const dir = dirname(file)
    let made = folders.get(dir)
    if (!made) folders.set(dir, (made = mkdir(dir, { recursive: true })))
    return made
  }
  const put = (name: string, text: string | Promise<string>) =>
    slots(async () => {
      const file = join(outDir, contentDir, name)
      await ensure(file)
      await writeFile(file, await text)
    })
  const copies = [...artifact.images.values()].flatMap((meta) =>
    meta.variants.map((variant) => {
      const name = decodeURI(variant.src).replace(/^\/_images\//, '')
      return slots(async () => {
        const file = join(outDir, '_images', name)
        await ensure(file)
        await copyFile(join(imagesOutDir(root), name), file)
      })
    }),
  )
  await Promise.all([
    ...[...artifact.files].map(([name, text]) => put(name, text)),
    ...[...(artifact.later ?? [])].map(([name, text]) => put(name, text)),
    ...copies,
  ])
}
