/** The `i18n_redirected` cookie (SPEC §9): the reader's chosen locale, 365 days, SameSite=Lax. */
import { isLocale, type Locale } from '../content/locales'

export const localeCookie = 'i18n_redirected'
const maxAge = 365 * 24 * 60 * 60

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${localeCookie}=${locale}; max-age=${maxAge}; path=/; SameSite=Lax`
}

/** The stored locale; any value that is not a site locale is ignored. */
export function readLocaleCookie(cookie: string): Locale | undefined {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === localeCookie)?.[1]
  return isLocale(value) ? value : undefined
}
