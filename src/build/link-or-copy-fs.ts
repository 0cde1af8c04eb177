/**
 * Puts a file into a build folder as a hard link to one the build already has (a cached social
 * card, an image variant), falling back to a copy where a link cannot be made
 * (another file system, a host that refuses links). A build of a thousand articles wrote ≈440 MB,
 * most of it bytes that were already on disk; a link writes none. It is safe because nothing here
 * changes a file in place: caches write aside and rename, and every build fills a new folder.
 */
import { copyFile, link } from 'node:fs/promises'

export async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await link(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error
    await copyFile(from, to)
  }
}
