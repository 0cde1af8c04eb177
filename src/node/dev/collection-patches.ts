/**
 * What a save changed in each collection chunk, row by row (decision 0045): the dev server sends
 * these with the new manifest, so a page patches the collections it holds instead of downloading
 * them again. Rows are each item's JSON, kept beside its chunk by emit.ts.
 */
import type { CollectionPatch } from '../../shared/artifact.ts'
import type { Artifact } from '../emit/artifact.ts'

/** Past this many characters of changed rows (a tag renamed blog-wide) the page downloads. */
const patchChars = 64 * 1024

/**
 * For each collection whose chunk a compile renamed, the rows that changed, when the rest are the
 * same rows in the same places (an article edited, not added, removed or moved).
 */
export function collectionPatches(
  before: Pick<Artifact, 'manifest' | 'rows'> | undefined,
  after: Pick<Artifact, 'manifest' | 'rows'>,
): CollectionPatch[] {
  const patches: CollectionPatch[] = []
  for (const [collection, to] of Object.entries(after.manifest.collections)) {
    const from = before?.manifest.collections[collection]
    const old = from && from !== to ? before?.rows.get(from) : undefined
    const now = after.rows.get(to)
    if (!old || !now || old.length !== now.length) continue
    const changed = now.flatMap((text, i): [number, string][] =>
      text === old[i] ? [] : [[i, text]],
    )
    if (changed.reduce((chars, [, text]) => chars + text.length, 0) <= patchChars)
      patches.push({ from: from!, to, rows: changed })
  }
  return patches
}
