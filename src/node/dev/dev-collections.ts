/**
 * A collection's chunk in dev (emit.ts's `lazy`), and what a save changed in it (decision 0045).
 * The chunk is named by its items' versions and joined when first read, from each item's JSON
 * kept while its version holds (its body chunk name and image data, all that goes into it after
 * compiling, follow from the version too): a save then costs neither the join of a thousand items' JSON nor
 * a hash of it. Those rows, at hand, tell the page what a save changed.
 */
import type { CollectionPatch } from '../../shared/artifact.ts'
import type { CompiledItem } from '../compile/compile-file.ts'
import type { Artifact } from '../emit/artifact.ts'

/** Each item's JSON in its collection's chunk, by the version it was made at. */
const itemTexts = new WeakMap<CompiledItem, { version: string; text: string }>()

/** A collection's version (what its chunk is named by) and its rows' JSON texts, in order. */
export function devCollection(list: CompiledItem[], versionOf: (c: CompiledItem) => string) {
  // An article's related list and series come from the other articles too, not its own sources.
  const versions = list.map(
    (c) => `${versionOf(c)}\n${JSON.stringify([c.item.related, c.item.seriesInfo])}`,
  )
  let texts: string[] | undefined
  const rows = () =>
    (texts ??= list.map((c, i) => {
      const version = versions[i]!
      const kept = itemTexts.get(c)
      if (kept?.version === version) return kept.text
      const text = JSON.stringify(c.item)
      itemTexts.set(c, { version, text })
      return text
    }))
  return { version: versions.join('\n'), rows }
}

export const joinRows = (rows: string[]) => `[${rows.join(',')}]`

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
    const old = from && from !== to ? before?.rows?.get(from)?.() : undefined
    const now = after.rows?.get(to)?.()
    if (!old || !now || old.length !== now.length) continue
    const changed = now.flatMap((text, i): [number, string][] =>
      text === old[i] ? [] : [[i, text]],
    )
    if (changed.reduce((chars, [, text]) => chars + text.length, 0) <= patchChars)
      patches.push({ from: from!, to, rows: changed })
  }
  return patches
}
