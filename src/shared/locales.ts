/**
 * Site locales (SPEC §3, §9), read from the author's files rather than written here: every
 * `locales/<code>.json` is a locale, described by its own `locale.*` keys, and `content/site.yml`
 * names the default (first, no path prefix). Adding a language therefore takes content and a
 * locales file, no code (docs/decisions/0004-locales-from-files.md).
 *
 * The build puts the list into the bundles as `__SITE_LOCALES__` (src/node/config/site-locales-fs.ts);
 * Node scripts register it on `globalThis` before importing this module.
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

declare const __SITE_LOCALES__: readonly LocaleDefinition[] | undefined

function registered(): readonly LocaleDefinition[] {
  const list =
    typeof __SITE_LOCALES__ !== 'undefined'
      ? __SITE_LOCALES__
      : (globalThis as { __SITE_LOCALES__?: readonly LocaleDefinition[] }).__SITE_LOCALES__
  if (!list?.length)
    throw new Error(
      'The site locales are not known yet: import src/node/config/register-site-locales-fs.ts first.',
    )
  return list
}

/** Every site locale, the default first. */
export const locales: readonly LocaleDefinition[] = registered()

export type Locale = string
export const defaultLocale: Locale = locales[0]!.code
export const localeCodes: Locale[] = locales.map((l) => l.code)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && localeCodes.includes(value)
}

/** The definition of a site locale (the default's for an unknown code). */
export function localeDefinition(locale: Locale): LocaleDefinition {
  return locales.find((l) => l.code === locale) ?? locales[0]!
}

/** `<html lang>` of a locale (SPEC §4: zh-CN or en). */
export function htmlLang(locale: Locale): string {
  return localeDefinition(locale).htmlLang
}

/** `/` prefix of a locale: '' for the default, `/en` for English. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

/**
 * The 404 page of a locale's folder: `/404.html`, `/en/404.html`. Hosts serve the one of the
 * nearest folder for a missing path (docs/deploy.md), so it is in the visitor's language.
 */
export function notFoundPage(locale: Locale): string {
  return `${localePrefix(locale)}/404.html`
}

/** The URL path of a content path in a locale: `('/blog/x', 'en')` → `/en/blog/x`. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale)
  if (!prefix) return path
  return path === '/' ? prefix : prefix + path
}

/**
 * Splits a URL path into its locale and the locale-free rest: `/en/blog` → `['en', '/blog']`.
 * The prefix is read in any letter case (`/EN/blog` is English), as React Router matches routes:
 * the locale of a path is always the one whose routes render it.
 */
export function splitLocale(path: string): [Locale, string] {
  const [, prefix = ''] = /^\/([^/]*)/.exec(path.toLowerCase()) ?? []
  const code = localeCodes.find((c) => c !== defaultLocale && c.toLowerCase() === prefix)
  return code ? [code, path.slice(prefix.length + 1) || '/'] : [defaultLocale, path]
}

/** Collection name of a base in a locale (SPEC §3: each collection has an `_en` twin). */
export function collectionName(base: string, locale: Locale): string {
  return locale === defaultLocale ? base : `${base}_${locale}`
}

/** A `{ zh: …, en: … }` text of site.yml in a locale (the build checks every locale has one). */
export function localized(text: Readonly<Record<Locale, string>>, locale: Locale): string {
  return text[locale] ?? text[defaultLocale] ?? ''
}
