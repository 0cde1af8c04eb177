/**
 * Puts a file into a build folder as a hard link to one the build already has (a cached social
 * card, an image variant), falling back to a copy where a link cannot be made
 * (another file system, a host that refuses links). A build of a thousand articles wrote ≈440 MB,
 * most of it bytes that were already on disk; a link writes none. It is safe because nothing
 * changes a file in place: caches and shared folders write aside and rename (`writeAsideSync`
 * here), and every build fills a new folder.
 */
import { copyFileSync, linkSync, mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** Links `from` as `to`, or copies it; in place, as the build's writers store files. */
export function linkOrCopySync(from: string, to: string): void {
  try {
    linkSync(from, to)
  } catch (error) {
    // A link that failed for want of the source is an error; any other failure, a reason to copy.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error
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

/**
 * A name beside `file` that no other writer uses, this process's included: two cards or variants
 * of the same name may be written at once.
 */
const aside = (file: string) => `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`

/**
 * Writes `file` aside and renames it into place, so a build killed mid-write never leaves half a
 * file under a valid name, and a file another build has linked is replaced, never overwritten.
 * In place, for writers on a hot path: a promise-based write waits for this thread's next turn.
 */
export function writeAsideSync(file: string, data: string | Uint8Array): void {
  const temp = aside(file)
  writeFileSync(temp, data)
  renameSync(temp, file)
}
