/**
 * `npm run translations`: the report as text, one line a pair, the changed sections of each
 * translation that is behind under it, and whether `--check` passes.
 */
import type { SectionChange } from './pair-status.ts'
import type { Row, TranslationReport } from './translation-report.ts'

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/** What a reader sees of a section: its heading, or what the part of the page is. */
export const sectionName = (s: Pick<SectionChange, 'key' | 'heading'>) =>
  ({
    '#front-matter': '(front matter)',
    '#intro': '(opening)',
    '#notes': '(footnotes)',
    '#file': '(the whole file)',
  })[s.key] ?? s.heading

/** Rows that fail `--check`: behind by more than `days`, or naming a commit the history lacks. */
export const failing = (rows: readonly Row[], today: string, days: number) =>
  rows.filter(
    (r) =>
      (r.state === 'behind' && daysBetween(r.since, today) > days) || r.state === 'unknown-source',
  )

const where = (r: Row) =>
  r.translation?.path ?? r.translation?.file ?? r.original.path ?? r.original.file

function line(r: Row, today: string): string[] {
  const head = `${r.state.padEnd(13)} ${r.locale.padEnd(5)} ${where(r)}`
  switch (r.state) {
    case 'behind': {
      const days = daysBetween(r.since, today)
      const sections = r.sections.map(
        (s) =>
          `      ${s.change.padEnd(8)} ${sectionName(s)}${s.from ? ` (was ${s.from})` : ''}, ${s.date}`,
      )
      return [`${head}  since ${r.since}, ${days} ${days === 1 ? 'day' : 'days'}`, ...sections]
    }
    case 'missing':
      return [`${head}  (no ${r.locale} file for ${r.original.file})`]
    case 'orphaned':
      return [
        `${head}  (${r.movedTo ? `its original moved to ${r.movedTo}: move this file too` : 'its original was deleted'})`,
      ]
    case 'unknown-source':
      return [
        `${head}  (sourceCommit ${r.sourceCommit} is not a commit that changed ${r.original.file})`,
      ]
    case 'not-committed':
      return [`${head}  (commit both files to compare them)`]
    default:
      return [head]
  }
}

/** The whole report, the pairs that need work first. */
export function reportText(report: TranslationReport, today: string): string {
  const order = [
    'unknown-source',
    'behind',
    'orphaned',
    'missing',
    'not-committed',
    'unknown',
    'up-to-date',
  ]
  const rows = [...report.rows].sort((a, b) => order.indexOf(a.state) - order.indexOf(b.state))
  const counts = order
    .map((state) => [state, rows.filter((r) => r.state === state).length] as const)
    .filter(([, n]) => n)
    .map(([state, n]) => `${n} ${state}`)
  const lines = rows.flatMap((r) => line(r, today))
  const missing = report.missing
    ? [
        `No history to judge by: ${report.missing}. Fetch the whole history (git fetch --unshallow).`,
      ]
    : []
  return [...missing, `Translations: ${counts.join(', ') || 'none'}.`, '', ...lines].join('\n')
}
