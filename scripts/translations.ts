/**
 * `npm run translations [-- --check [--days N]]`: every page and its translations, and how far
 * each is behind its original (src/node/translations/). With `--check` it exits 1 when a
 * translation is behind by more days than site.yml's `translations.checkAfterDays` (or `--days`),
 * so a deploy pipeline can hold; and 2 when there is no git history to judge by.
 */
import { parseArgs } from 'node:util'
import { formatProblems } from '../src/node/check/problems.ts'
import { compileProject } from '../src/node/compile/compile-project-fs.ts'
import { failing, reportText } from '../src/node/translations/report-text.ts'

const { values } = parseArgs({ options: { check: { type: 'boolean' }, days: { type: 'string' } } })
const result = await compileProject(process.cwd(), 'build')
if (!result.ok) {
  console.error(formatProblems(result.problems))
  process.exit(1)
}
const report = result.translations!
const today = new Date().toISOString().slice(0, 10)
console.log(reportText(report, today))
if (values.check) {
  if (report.missing) process.exit(2)
  const site = JSON.parse(result.artifact.files.get(result.artifact.manifest.site)!) as {
    translations: { checkAfterDays: number }
  }
  const days = values.days === undefined ? site.translations.checkAfterDays : Number(values.days)
  const late = failing(report.rows, today, days)
  console.log(
    late.length
      ? `\nCheck failed: ${late.length} translation${late.length === 1 ? ' is' : 's are'} more than ${days} days behind, or name an unknown sourceCommit.`
      : `\nCheck passed: no translation is more than ${days} days behind.`,
  )
  process.exit(late.length ? 1 : 0)
}
