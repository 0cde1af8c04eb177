/**
 * The site's locales in the app: the list the build read from the project's files
 * (`virtual:site-locales`, src/node/config/vite-plugin-site-locales.ts) and what follows from it.
 */
import list from 'virtual:site-locales'
import { siteLocales } from '../../shared/i18n/locales'

export type { Locale, LocaleDefinition } from '../../shared/i18n/locales'

/** Everything below, as one value for shared code that takes the locales as an argument. */
export const appLocales = siteLocales(list)
export const {
  locales,
  defaultLocale,
  localeCodes,
  isLocale,
  localeDefinition,
  htmlLang,
  localePrefix,
  notFoundPage,
  localizePath,
  splitLocale,
  collectionName,
  localized,
} = appLocales
