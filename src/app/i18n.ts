/**
 * UI strings through i18next, one instance per locale. Messages load lazily: the browser fetches
 * only the file of the page's locale (a separate chunk); the prerender loads both.
 */
import i18next, { type i18n } from 'i18next'
import { defaultLocale, type Locale } from '../content/locales'

// Every file in locales/ becomes a lazy chunk of its own. The glob is from the project root, so a
// project that links in this source (tests, a site built from a copy) still reads its own files.
const files = import.meta.glob<{ default: Record<string, string> }>('/locales/*.json')
const loaders = (locale: Locale) => {
  const load = files[`/locales/${locale}.json`]
  if (!load) throw new Error(`There is no locales/${locale}.json.`)
  return load()
}

const instances = new Map<Locale, i18n>()

export async function loadI18n(locale: Locale): Promise<i18n> {
  const existing = instances.get(locale)
  if (existing) return existing
  // The `ui.*` interface labels are already inside: src/build/vite-plugin-ui-labels.ts.
  const messages = (await loaders(locale)).default
  const instance = i18next.createInstance()
  await instance.init({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: messages } },
    // Keys are flat and namespaced with dots (`home.name`), not nested objects.
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  })
  instances.set(locale, instance)
  return instance
}

/** The instance of a locale already loaded (the page's own is loaded before rendering). */
export function getI18n(locale: Locale): i18n {
  const instance = instances.get(locale) ?? instances.get(defaultLocale)
  if (!instance) throw new Error(`Messages for "${locale}" were not loaded before rendering.`)
  return instance
}
