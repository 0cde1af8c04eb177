/**
 * How far one translation is behind its original, from the history of both files
 * (src/node/history/content-history-fs.ts), in the way Lunaria tracks Astro's docs: a
 * translation is up to date with every change its original had when the translation itself last
 * changed. A change that needs no translation is marked in its commit message
 * (`[skip translation]`), or by the translation's `sourceCommit` (the original's commit it is up
 * to date with, as MDN's translations record it), which then decides instead of the date.
 * Moving a file is not a change. What changed is told section by section (sections.ts).
 */
import type { ContentHistory, FileCommit } from '../history/content-history-fs.ts'
import { diffSections, sectionsOf, type SectionDiff } from './sections.ts'

/** A section the translation lacks, and when the original last changed it. */
export interface SectionChange extends SectionDiff {
  date: string
}

export type PairStatus =
  | { state: 'up-to-date' }
  /** One of the two files has no commit yet: nothing to compare. */
  | { state: 'not-committed' }
  /** `sourceCommit` names no commit that changed the original. */
  | { state: 'unknown-source'; sourceCommit: string }
  | {
      state: 'behind'
      /** The first change the translation lacks, YYYY-MM-DD: how long it has been behind. */
      since: string
      /** The newest change it lacks. */
      updated: string
      /** The sections that changed, in the original's order; removed ones last. */
      sections: SectionChange[]
    }

/** The changes that count: a move is no change, and a marked commit needs no translation. */
const counts = (c: FileCommit) => c.changed && !c.skip

/**
 * Where `translation` stands against `original` (paths of now, `content/…`), given the
 * translation's `sourceCommit` when it has one.
 */
export async function pairStatus(
  history: ContentHistory,
  original: string,
  translation: string,
  sourceCommit?: string,
): Promise<PairStatus> {
  const made = history.files.get(original) ?? []
  const translated = history.files.get(translation) ?? []
  if (!made.length || !translated.length) return { state: 'not-committed' }
  let upTo: number
  if (sourceCommit) {
    const named = made.find((c) => c.commit.startsWith(sourceCommit))
    if (!named) return { state: 'unknown-source', sourceCommit }
    upTo = named.order
  } else {
    // The translation's newest real change, else (only moves and marked commits) its first.
    upTo = (translated.find(counts) ?? translated.at(-1)!).order
  }
  // Newest first: the original's commits after `upTo` have smaller numbers.
  const later = made.filter((c) => c.order < upTo).reverse()
  const pending = later.filter(counts)
  if (!pending.length) return { state: 'up-to-date' }
  const base = made.find((c) => c.order >= upTo)
  const text = (c: FileCommit | undefined) =>
    c ? history.textAt(c.commit, c.path).then((t) => sectionsOf(c.path, t)) : []
  const versions = await Promise.all([text(base), ...later.map(text)])
  // Which commit last changed each section, among those that count.
  const changedOn = new Map<string, string>()
  later.forEach((c, i) => {
    if (!counts(c)) return
    for (const d of diffSections(versions[i]!, versions[i + 1]!)) {
      changedOn.set(d.key, c.date)
      if (d.change === 'renamed') changedOn.set(`was:${d.from}`, c.date)
    }
  })
  const sections = diffSections(versions[0]!, versions.at(-1)!).flatMap((d) => {
    const date = changedOn.get(d.key) ?? changedOn.get(`was:${d.from}`)
    return date ? [{ ...d, date }] : []
  })
  // Changes of markup alone (a bold mark moved, lines wrapped again) leave nothing to translate.
  if (!sections.length) return { state: 'up-to-date' }
  const dates = sections.map((d) => d.date).sort()
  return { state: 'behind', since: dates[0]!, updated: dates.at(-1)!, sections }
}
