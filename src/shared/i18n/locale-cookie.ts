/**
 * The cookie that remembers the language a reader chose (SPEC §9): written by the language
 * switches (src/client/i18n/locale-cookie.ts), read before the first paint of the default home page
 * (src/node/app/vite-plugins/vite-plugin-remembered-locale.ts). Its value is a locale code; any other is ignored.
 */
export const localeCookieName = 'i18n_redirected'

/** 365 days, in seconds. */
export const localeCookieMaxAge = 365 * 24 * 60 * 60
