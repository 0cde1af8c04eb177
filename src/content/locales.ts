/** Site locales (SPEC §3, §9). The first is the default and has no path prefix. */
export const locales = [
  { code: 'zh', language: 'zh-CN', name: '简体中文' },
  { code: 'en', language: 'en-US', name: 'English' },
] as const

export type Locale = (typeof locales)[number]['code']
export const defaultLocale: Locale = 'zh'
export const localeCodes: Locale[] = locales.map((l) => l.code)

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeCodes as string[]).includes(value)
}

/** `/` prefix of a locale: '' for the default, `/en` for English. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`
}

/** The URL path of a content path in a locale: `('/blog/x', 'en')` → `/en/blog/x`. */
export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale)
  if (!prefix) return path
  return path === '/' ? prefix : prefix + path
}

/** Splits a URL path into its locale and the locale-free rest: `/en/blog` → `['en', '/blog']`. */
export function splitLocale(path: string): [Locale, string] {
  for (const code of localeCodes) {
    if (code === defaultLocale) continue
    if (path === `/${code}` || path === `/${code}/`) return [code, '/']
    if (path.startsWith(`/${code}/`)) return [code, path.slice(code.length + 1)]
  }
  return [defaultLocale, path]
}

/** Collection name of a base in a locale (SPEC §3: each collection has an `_en` twin). */
export function collectionName(base: string, locale: Locale): string {
  return locale === defaultLocale ? base : `${base}_${locale}`
}
