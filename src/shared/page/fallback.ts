/**
 * An article written in one language only, shown in the others (site.yml
 * `translations.fallback`, as Starlight does for docs): at its address in each language that has
 * no translation of it, as written, under a notice in the reader's language. Those pages are
 * prerendered, but neither the sitemap nor hreflang names them: they are no translations.
 */
import type { Locale, SiteLocales } from '../i18n/locales.ts'

type Locales = Pick<SiteLocales, 'localeCodes' | 'splitLocale' | 'localizePath'>

/** The addresses where `articles` (every language's) show in a language they were not written in. */
export function fallbackPaths(
  articles: readonly { path: string }[],
  { localeCodes, splitLocale, localizePath }: Locales,
): string[] {
  const written = new Map<string, Set<Locale>>()
  for (const { path } of articles) {
    const [locale, rest] = splitLocale(path)
    written.set(rest, (written.get(rest) ?? new Set()).add(locale))
  }
  return [...written].flatMap(([rest, locales]) =>
    localeCodes.filter((l) => !locales.has(l)).map((l) => localizePath(rest, l)),
  )
}
