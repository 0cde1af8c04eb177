/**
 * Translations side by side. A locale's content mirrors the others' folders
 * (`content/zh/blog/a.md`, `content/en/blog/a.md`), and translations share what is not prose:
 * their code blocks above all. Compiled one after the other on one thread, the second reuses the
 * first's highlighting (markdown/highlight-memo.ts).
 */

/** `content/zh/blog/a.md` → `blog/a.md`: the path a file's translations share. */
export function twinKey(path: string): string {
  const match = /^content\/[^/]+\/(.+)$/.exec(path)
  return match ? match[1]! : path
}

/** `files` with each file's translations next to it (by shared path, then by own path). */
export function twinOrder<T extends { path: string }>(files: readonly T[]): T[] {
  const keyed = files.map((file) => ({ file, key: twinKey(file.path) }))
  keyed.sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.file.path < b.file.path ? -1 : 1,
  )
  return keyed.map(({ file }) => file)
}

/**
 * Picks a worker for each file so that a file's translation goes where the file went, if it
 * comes soon after (files in `twinOrder` come right after); others go to `otherwise`.
 */
export function twinAffinity<W>(otherwise: () => W): (path: string) => W {
  const recent = new Map<string, W>()
  return (path) => {
    const key = twinKey(path)
    const found = recent.get(key)
    if (found !== undefined) {
      recent.delete(key)
      return found
    }
    const chosen = otherwise()
    recent.set(key, chosen)
    // A site with one locale has no twins: the oldest entries go, so this stays small.
    if (recent.size > 64) recent.delete(recent.keys().next().value!)
    return chosen
  }
}
