/**
 * The translation step of the compile: pairs the compiled pages with their translations
 * (translation-report.ts) and marks each translation that is behind its original with what its
 * notice shows (`translationBehind`, src/shared/compiled-fields.ts).
 */
import type { SiteLocales } from '../../shared/i18n/locales.ts'
import type { CompiledItem } from '../compile/file/compile-file.ts'
import type { PageRef, TranslationReport } from './translation-report.ts'

/** What the report needs of each compiled item. */
export const pageRefs = (items: readonly CompiledItem[]): PageRef[] =>
  items.map(({ file, locale, item }) => ({
    file,
    locale,
    stem: String(item.stem),
    path: item.path as string | undefined,
    title: String(item.title),
    original: item.original === true || undefined,
    sourceCommit: item.sourceCommit as string | undefined,
  }))

/** Sets `translationBehind` on the translations the report finds behind, and clears it elsewhere. */
export function markBehind(
  items: readonly CompiledItem[],
  report: TranslationReport,
  { htmlLang }: SiteLocales,
): void {
  // Worded here, not in the browser: a page's code stays the same size whether it lags or not.
  const language = (code: string) => htmlLang(code).split('-')[0]!
  const behind = new Map(
    report.rows.flatMap((row) =>
      row.state === 'behind' && row.translation ? [[row.translation.file, row] as const] : [],
    ),
  )
  for (const { file, item, locale } of items) {
    const row = behind.get(file)
    if (!row || row.state !== 'behind' || !row.original.path) {
      delete item.translationBehind
      continue
    }
    // The first changed section still on the original, where the notice's link lands.
    const first = row.sections.find((s) => s.change !== 'removed' && s.id)
    const names = new Intl.DisplayNames([language(locale)], { type: 'language' })
    item.translationBehind = {
      href: first ? `${row.original.path}#${first.id}` : row.original.path,
      hrefLang: htmlLang(row.original.locale),
      language: names.of(language(row.original.locale)) ?? row.original.locale,
      updated: row.updated,
    }
  }
}
