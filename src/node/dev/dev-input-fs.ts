/**
 * The author's inputs as the dev server keeps them between compiles. The first read loads
 * everything (load-fs.ts); after it, a save re-reads only the content files the watcher named.
 * Reading two thousand articles again on every save costs more than compiling the one that changed
 * (issue 7, "Dev at size"). A change to locales/, public/ or site.yml (which names the default
 * language), or anything but a file being added, changed or removed, reads everything again.
 */
import { relative } from 'node:path'
import { readContentHistory } from '../history/content-history-fs.ts'
import {
  loadInput,
  posix,
  readSource,
  type ContentInput,
  type SourceFile,
} from '../compile/load-fs.ts'

export interface DevInput {
  /** Tells the reader a watcher event under the project root. */
  touch(event: string, file: string): void
  /** The inputs as they are now. */
  read(): Promise<ContentInput>
}

const byPath = (a: SourceFile, b: SourceFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)

export function devInput(root: string): DevInput {
  let input: ContentInput | undefined
  // Commit dates are read once: a save does not commit, and its file falls back to its mtime.
  let dates: Map<string, string> = new Map()
  let everything = true
  const changed = new Set<string>()

  function patch(current: ContentInput, paths: string[]): ContentInput {
    const files = new Map(current.content.map((f) => [f.path, f]))
    for (const path of paths) {
      try {
        files.set(path, readSource(root, path, dates))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        files.delete(path)
      }
    }
    return { ...current, content: [...files.values()].sort(byPath) }
  }

  return {
    touch(event, file) {
      const path = posix(relative(root, file))
      const contentFile = path.startsWith('content/') && path !== 'content/site.yml'
      if (['add', 'change', 'unlink'].includes(event) && contentFile) changed.add(path)
      else everything = true
    },
    async read() {
      const paths = [...changed]
      const full = everything || !input
      changed.clear()
      everything = false
      try {
        if (full) {
          const reading = readContentHistory(root)
          input = await loadInput(root, reading)
          dates = (await reading).dates
        } else input = patch(input!, paths)
        return input
      } catch (error) {
        // Whatever went wrong (a folder where a file was), the next read starts afresh.
        everything = true
        throw error
      }
    },
  }
}
