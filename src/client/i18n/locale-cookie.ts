/** The `i18n_redirected` cookie (SPEC §9): the reader's chosen locale, 365 days, SameSite=Lax. */
import { localeCookieMaxAge, localeCookieName } from '../../shared/i18n/locale-cookie'
import type { Locale } from './site-locales'

export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${localeCookieName}=${locale}; max-age=${localeCookieMaxAge}; path=/; SameSite=Lax`
}
