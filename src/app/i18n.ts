/**
 * UI strings, one translator per locale (src/content/translate.ts). Messages load lazily: the
 * browser fetches only the file of the page's locale (a separate chunk); the prerender loads all.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react'
import { defaultLocale, localeDefinition, type Locale } from '../content/locales'
import { createTranslator, type Translator } from '../content/translate'

export type { TFunction } from '../content/translate'

// Every file in locales/ becomes a lazy chunk of its own. The glob is from the project root, so a
// project that links in this source (tests, a site built from a copy) still reads its own files.
const files = import.meta.glob<{ default: Record<string, string> }>('/locales/*.json')
const loaders = (locale: Locale) => {
  const load = files[`/locales/${locale}.json`]
  if (!load) throw new Error(`There is no locales/${locale}.json.`)
  return load()
}

const instances = new Map<Locale, Translator>()

export async function loadI18n(locale: Locale): Promise<Translator> {
  const existing = instances.get(locale)
  if (existing) return existing
  // The `ui.*` interface labels are already inside: src/build/vite-plugin-ui-labels.ts.
  const messages = (await loaders(locale)).default
  const instance = createTranslator(locale, localeDefinition(locale).language, messages)
  instances.set(locale, instance)
  return instance
}

/** The translator of a locale already loaded (the page's own is loaded before rendering). */
export function getI18n(locale: Locale): Translator {
  const instance = instances.get(locale) ?? instances.get(defaultLocale)
  if (!instance) throw new Error(`Messages for "${locale}" were not loaded before rendering.`)
  return instance
}

const I18nContext = createContext<Translator | undefined>(undefined)

/** Gives the page's translator to everything below it. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children)
}

/** `t` and the language of the page (the react-i18next shape the components were written for). */
export function useTranslation(): { t: Translator['t']; i18n: Translator } {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('useTranslation needs an I18nProvider above it.')
  return { t: i18n.t, i18n }
}
