/**
 * Writes content files into a build folder's `_content/`: the artifact's, and the search files
 * once the search step has made them. `buildSite` (prerender/build-site.ts) writes them into its
 * client build, fresh or kept.
 */
import { linkSync, statSync, writeFileSync } from 'node:fs'
import { folderMaker } from '../link-or-copy-fs.ts'
import { join } from 'node:path'
import { contentDir } from '../../shared/artifact.ts'

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
 * Content files into `<outDir>/_content/`. `live`: the build being replaced, whose unchanged files
 * are linked, not written. Written (or linked) in place: two thousand of them at 1,000 articles per
 * language, each a few microseconds of the disk's, and a promise-based write (open, write, close on
 * the thread pool, one FileHandle each) cost this thread more than that.
 */
export function writeContent(outDir: string, files: Map<string, string>, live?: string) {
  const ensure = folderMaker()
  for (const [name, text] of files) {
    const file = join(outDir, contentDir, name)
    ensure(file)
    if (!live || !linkedFromLive(live, name, text, file)) writeFileSync(file, text)
  }
}
