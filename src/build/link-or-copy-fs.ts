/**
 * Puts a file into a build folder as a hard link to one the build already has (a cached social
 * card, an image variant), falling back to a copy where a link cannot be made
 * (another file system, a host that refuses links). A build of a thousand articles wrote ≈440 MB,
 * most of it bytes that were already on disk; a link writes none. It is safe because nothing here
 * changes a file in place: caches write aside and rename, and every build fills a new folder.
 */
import { copyFileSync, linkSync } from 'node:fs'
import { copyFile, link } from 'node:fs/promises'

/** A link that failed for want of the source is an error; any other failure, a reason to copy. */
function copyInstead(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error
}

export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to)
  } catch (error) {
    copyInstead(error)
    await copyFile(from, to)
  }
}

/** The same in place, for writers that work synchronously (prerender/render-pages.ts). */
export function linkOrCopySync(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch (error) {
    copyInstead(error)
    copyFileSync(from, to)
  }
}
