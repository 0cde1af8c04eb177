/**
 * Writes the content artifact into a build folder: `_content/` and the image variants into
 * `_images/`. `buildSite` (prerender/build-site.ts) writes them into its client build, fresh or kept, here; a bare `vite
 * build` emits them through the content plugin (vite-plugin-content.ts). The files still in the
 * making (`later`, the search indexes, and the image variants being encoded) are written by
 * `writeLaterFiles`, which the build awaits only before it swaps dist/: no page needs them, so
 * pages render meanwhile.
 */
import { linkSync, statSync, writeFileSync } from 'node:fs'
import { folderMaker, linkOrCopySync } from '../link-or-copy-fs.ts'
import { join } from 'node:path'
import { contentDir } from '../../shared/artifact.ts'
import type { Artifact } from '../compile/compile.ts'
import { imagesOutDir } from '../images/images-out-dir.ts'

/** A content file named by a hash of its text (all but `manifest.json`): one name, one text. */
const hashedName = /\.[0-9a-f]{10}\.json$/

/**
 * Links a hashed content file from the live build when it is there with the expected size: its
 * name says its text. Two thousand articles' bodies are two thousand files that an edit to one
 * article leaves as they were; a link costs the disk a fraction of a write.
 */
function linkedFromLive(live: string, name: string, text: string, file: string) {
  if (!hashedName.test(name)) return false
  const from = join(live, contentDir, name)
  try {
    if (statSync(from).size !== Buffer.byteLength(text)) return false
    linkSync(from, file)
    return true
  } catch {
    return false
  }
}

/**
 * Writes (or links) content files in place: two thousand of them at 1,000 articles per language,
 * each a few microseconds of the disk's, and a promise-based write (open, write, close on the
 * thread pool, one FileHandle each) cost this thread more than that.
 */
function contentWriter(outDir: string, live?: string) {
  const ensure = folderMaker()
  return (name: string, text: string) => {
    const file = join(outDir, contentDir, name)
    ensure(file)
    if (live && linkedFromLive(live, name, text, file)) return
    writeFileSync(file, text)
  }
}

/** The folder of a build that holds the image variants. */
export const imagesFolder = '_images'

/** Each variant's file name inside `_images/` (and inside `imagesOutDir`, where it was made). */
export const imageVariantFiles = (images: Artifact['images']): string[] =>
  [...images.values()].flatMap((meta) =>
    meta.variants.map((variant) => decodeURI(variant.src).replace(/^\/_images\//, '')),
  )

/** `live`: the build being replaced, whose unchanged content files are linked, not written. */
export function writeArtifact(outDir: string, artifact: Artifact, live?: string) {
  const put = contentWriter(outDir, live)
  for (const [name, text] of artifact.files) put(name, text)
}

/** Links (or copies) the image variants into `_images/`, once the image build has written them. */
export async function writeImages(root: string, outDir: string, artifact: Artifact) {
  await artifact.imagesWritten
  const ensure = folderMaker()
  for (const name of imageVariantFiles(artifact.images)) {
    const file = join(outDir, imagesFolder, name)
    ensure(file)
    linkOrCopySync(join(imagesOutDir(root), name), file)
  }
}

/** The search files (`later`) and the image variants. */
export async function writeLaterFiles(
  root: string,
  outDir: string,
  artifact: Artifact,
  live?: string,
) {
  const put = contentWriter(outDir, live)
  await Promise.all([
    ...(artifact.later ?? []).map(async (made) => {
      for (const [name, text] of await made) put(name, text)
    }),
    writeImages(root, outDir, artifact),
  ])
}
