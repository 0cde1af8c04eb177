/**
 * Puts a file into a build folder as a hard link to one the build already has (a cached social
 * card, an image variant), falling back to a copy where a link cannot be made
 * (another file system, a host that refuses links). A build of a thousand articles wrote ≈440 MB,
 * most of it bytes that were already on disk; a link writes none. It is safe because nothing here
 * changes a file in place: caches write aside and rename, and every build fills a new folder.
 */
import { copyFileSync, linkSync, mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

/** A link that failed for want of the source is an error; any other failure, a reason to copy. */
function copyInstead(error: unknown): void {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error
}

/** Links `from` as `to`, or copies it; in place, as the build's writers store files. */
export function linkOrCopySync(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch (error) {
    copyInstead(error)
    copyFileSync(from, to)
  }
}

/**
 * Makes the folder of each file it is given, once per folder: a build puts thousands of files
 * into a few folders.
 */
export function folderMaker(): (file: string) => void {
  const made = new Set<string>()
  return (file) => {
    const folder = dirname(file)
    if (made.has(folder)) return
    mkdirSync(folder, { recursive: true })
    made.add(folder)
  }
}
