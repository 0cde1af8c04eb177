/**
 * Whom the other language is offered to (issue 35, item 3): a reader who has not chosen a
 * language yet (no locale cookie naming one) and whose browser prefers another of the site's
 * languages than the page's. The first of `navigator.languages` whose primary subtag the site has
 * decides (`en-GB` → en, `zh-TW` → zh); one the site lacks (`de`) is passed over.
 */
import { localeCookieName } from '../../shared/i18n/locale-cookie'
import { isLocale, locales, type Locale } from '../i18n/site-locales'

const primary = (tag: string) => tag.split('-')[0]!.toLowerCase()
const cookiePattern = new RegExp(`(?:^|;\\s*)${localeCookieName}=([^;]*)`)

/** The site language the browser prefers, if it names one. */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const found = locales.find((l) => primary(l.language) === primary(tag))
    if (found) return found.code
  }
  return undefined
}

/** Whether the reader has chosen, or declined, a language: the cookie holds a site locale. */
export function hasChosenLocale(cookie: string): boolean {
  return isLocale(cookiePattern.exec(cookie)?.[1])
}

/** The language to offer on a page in `page`, or undefined. */
export function offeredLocale(
  page: Locale,
  languages: readonly string[],
  cookie: string,
): Locale | undefined {
  if (hasChosenLocale(cookie)) return undefined
  const wanted = preferredLocale(languages)
  return wanted === page ? undefined : wanted
}
