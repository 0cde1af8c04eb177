/**
 * Site locales (SPEC §3, §9), read from the author's files rather than written here: every
 * `locales/<code>.json` is a locale, described by its own `locale.*` keys, and `content/site.yml`
 * names the default (first, no path prefix). Adding a language therefore takes content and a
 * locales file, no code (docs/decisions/0004-locales-from-files.md).
 *
 * Nothing here knows the list: the build reads it (src/node/config/site-locales-fs.ts) and passes it
 * to `siteLocales`; the app gets it from the `virtual:site-locales` module (src/client/i18n/site-locales.ts).
 */

/** One site locale. */
export interface LocaleDefinition {
  /** Folder and file name: `content/<code>/`, `locales/<code>.json`; the URL prefix `/<code>`. */
  code: string
  /** BCP-47 tag of the language, `zh-CN`, `en-US`: picks the interface labels and date formats. */
  language: string
  /** `<html lang>` and `hreflang` (SPEC §4 writes zh-CN and en). */
  htmlLang: string
  /** The language's name in itself, `简体中文`, for the language menu. */
  name: string
  /** An invitation, in this language, to read a page in it: `Read this in English`. */
  readIn: string
}

export type Locale = string

/** The site's locales and what follows from them: prefixes, collection names, texts. */
export interface SiteLocales {
  /** Every site locale, the default first. */
  readonly locales: readonly LocaleDefinition[]
  /** The language served at `/` without a prefix. */
  readonly defaultLocale: Locale
  /** Every locale's code, the default first. */
  readonly localeCodes: readonly Locale[]
  isLocale(value: unknown): value is Locale
  /** The definition of a site locale (the default's for an unknown code). */
  localeDefinition(locale: Locale): LocaleDefinition
  /** `<html lang>` of a locale (SPEC §4: zh-CN or en). */
  htmlLang(locale: Locale): string
  /** `/` prefix of a locale: '' for the default, `/en` for English. */
  localePrefix(locale: Locale): string
  /**
   * The 404 page of a locale's folder: `/404.html`, `/en/404.html`. Hosts serve the one of the
   * nearest folder for a missing path (docs/deploy.md), so it is in the visitor's language.
   */
  notFoundPage(locale: Locale): string
  /** The URL path of a content path in a locale: `('/blog/x', 'en')` → `/en/blog/x`. */
  localizePath(path: string, locale: Locale): string
  /**
   * Splits a URL path into its locale and the locale-free rest: `/en/blog` → `['en', '/blog']`.
   * The prefix is read in any letter case (`/EN/blog` is English), as React Router matches routes:
   * the locale of a path is always the one whose routes render it.
   */
  splitLocale(path: string): [Locale, string]
  /** Collection name of a base in a locale (SPEC §3: each collection has an `_en` twin). */
  collectionName(base: string, locale: Locale): string
  /** A `{ zh: …, en: … }` text of site.yml in a locale (the build checks every locale has one). */
  localized(text: Readonly<Record<Locale, string>>, locale: Locale): string
}

/**
 * What follows from a list of locales, the default first (never empty: the build's reader,
 * site-locales-fs.ts, refuses a site without one). Functions, so they can be destructured.
 */
export function siteLocales(list: readonly LocaleDefinition[]): SiteLocales {
  const defaultLocale = list[0]!.code
  const localeCodes = list.map((l) => l.code)
  const localeDefinition = (locale: Locale) => list.find((l) => l.code === locale) ?? list[0]!
  const localePrefix = (locale: Locale) => (locale === defaultLocale ? '' : `/${locale}`)
  return {
    locales: list,
    defaultLocale,
    localeCodes,
    isLocale: (value): value is Locale => typeof value === 'string' && localeCodes.includes(value),
    localeDefinition,
    htmlLang: (locale) => localeDefinition(locale).htmlLang,
    localePrefix,
    notFoundPage: (locale) => `${localePrefix(locale)}/404.html`,
    localizePath(path, locale) {
      const prefix = localePrefix(locale)
      if (!prefix) return path
      return path === '/' ? prefix : prefix + path
    },
    splitLocale(path) {
      const [, prefix = ''] = /^\/([^/]*)/.exec(path.toLowerCase()) ?? []
      const code = localeCodes.find((c) => c !== defaultLocale && c.toLowerCase() === prefix)
      return code ? [code, path.slice(prefix.length + 1) || '/'] : [defaultLocale, path]
    },
    collectionName: (base, locale) => (locale === defaultLocale ? base : `${base}_${locale}`),
    localized: (text, locale) => text[locale] ?? text[defaultLocale] ?? '',
  }
}
