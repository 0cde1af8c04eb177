/**
 * Every page with its translations, paired by stem (`blog/x` in `content/zh/` and `content/en/`),
 * and where each translation stands: what the build tells readers (a notice on a translation that
 * is behind), `npm run translations` prints and the dev server's translations page shows.
 */
import type { ContentHistory } from '../history/content-history-fs.ts'
import { pairStatus, type PairStatus } from './pair-status.ts'

/** What the report needs of a compiled page. */
export interface PageRef {
  /** `content/zh/blog/x.md`. */
  file: string
  locale: string
  /** `blog/x`: the same in every language. */
  stem: string
  /** Its address, locale prefix included; none for a project card. */
  path?: string
  title: string
  /** Front matter: this file is the original the others translate. */
  original?: boolean
  /** Front matter: the original's commit this translation is up to date with. */
  sourceCommit?: string
}

export type Row = {
  stem: string
  /** The language the row is about: the translation's, or the one missing. */
  locale: string
  original: PageRef
  translation?: PageRef
} & (
  | PairStatus
  | { state: 'missing' }
  /** A translation whose original is gone: deleted, or moved to `movedTo`. */
  | { state: 'orphaned'; movedTo?: string }
  /** No history to judge by (`TranslationReport.missing`). */
  | { state: 'unknown' }
)

export interface TranslationReport {
  /** Why the history could not be read, when it could not: then no translation is judged. */
  missing?: string
  rows: Row[]
  /** What it was made from, so a newer history can be read against the same pages. */
  pages: readonly PageRef[]
  locales: readonly string[]
}

/** `content/<locale>/<stem>.<ext>` of another language. */
const fileIn = (page: PageRef, locale: string) =>
  page.file.replace(`content/${page.locale}/`, `content/${locale}/`)

/**
 * The report for `pages`, in the order of `locales` (the default first). A stem's original is the
 * page marked `original`, else the default language's; a stem without either is an orphan when
 * the default language's file was deleted or moved, else a page of its own language only.
 */
export async function translationReport(
  pages: readonly PageRef[],
  locales: readonly string[],
  history: ContentHistory,
): Promise<TranslationReport> {
  const byStem = new Map<string, PageRef[]>()
  for (const page of pages) {
    const group = byStem.get(page.stem) ?? []
    byStem.set(page.stem, [...group, page])
  }
  const rank = (p: PageRef) => locales.indexOf(p.locale)
  const rows: (Row | Promise<Row>)[] = []
  for (const [stem, group] of [...byStem].sort(([a], [b]) => a.localeCompare(b))) {
    group.sort((a, b) => rank(a) - rank(b))
    const marked = group.find((p) => p.original)
    const original = marked ?? group.find((p) => p.locale === locales[0]) ?? group[0]!
    if (!marked && original.locale !== locales[0]) {
      const gone = fileIn(original, locales[0]!)
      if (history.deleted.has(gone) || history.moved.has(gone)) {
        const movedTo = history.moved.get(gone)
        for (const translation of group) {
          const locale = translation.locale
          rows.push({ stem, locale, original, translation, state: 'orphaned', movedTo })
        }
        continue
      }
    }
    for (const locale of locales) {
      if (locale === original.locale) continue
      const translation = group.find((p) => p.locale === locale)
      if (!translation) {
        rows.push({ stem, locale, original, state: 'missing' })
        continue
      }
      const judged: Promise<PairStatus | { state: 'unknown' }> = history.missing
        ? Promise.resolve({ state: 'unknown' })
        : pairStatus(history, original.file, translation.file, translation.sourceCommit)
      rows.push(judged.then((status) => ({ stem, locale, original, translation, ...status })))
    }
  }
  return { missing: history.missing, rows: await Promise.all(rows), pages, locales }
}
