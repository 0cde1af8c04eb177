/**
 * Interface strings through i18next, one instance per locale, handed to components by
 * react-i18next's `I18nextProvider` (src/client/layouts/site-layout.tsx) and read with its
 * `useTranslation()`. Loaders, which run outside React, use `(await loadI18n(locale)).t`.
 *
 * Every file in locales/ is a lazy chunk of its own, loaded through i18next's resources backend
 * when its language is first needed: the browser fetches only the page's language, the prerender
 * loads all. The `ui.*` interface labels are already inside each file
 * (src/node/app/vite-plugins/vite-plugin-ui-labels.ts).
 */
import i18next, { type i18n as I18n } from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import type { Locale } from './site-locales'

export type { TFunction } from 'i18next'

// The glob is from the project root, so a project that links in this source (tests, a site built
// from a copy) still reads its own files.
const files = import.meta.glob<{ default: Record<string, string> }>('/locales/*.json')

const backend = resourcesToBackend(async (language: string) => {
  const load = files[`/locales/${language}.json`]
  if (!load) throw new Error(`There is no locales/${language}.json.`)
  return (await load()).default
})

const instances = new Map<Locale, Promise<I18n>>()
const ready = new Map<Locale, I18n>()

async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance().use(backend)
  await instance.init({
    lng: locale,
    // Start loading at once rather than after a `setTimeout`: the messages are on the way to the
    // first render, and a page whose timers are held (a test's clock) must still start.
    initAsync: false,
    // A key a locale lacks shows as the key; the build checks every locale has every key.
    fallbackLng: false,
    load: 'currentOnly',
    // locales/*.json are flat: `blog.min_read` is one key, not a path.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // The messages are loaded before the page renders: nothing to suspend for.
    react: { useSuspense: false },
  })
  // i18next resolves `init` even when the backend failed; a page rendered from no messages would
  // show keys and not match the prerendered HTML, so the start gives up instead (src/client/main.tsx).
  if (!instance.hasResourceBundle(locale, 'translation'))
    throw new Error(`The messages of "${locale}" did not load.`)
  ready.set(locale, instance)
  return instance
}

/** Loads a locale's messages (once) and gives its i18next instance. */
export function loadI18n(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale)
  if (!instance) instances.set(locale, (instance = createI18n(locale)))
  return instance
}

/**
 * The instance of a locale already loaded: the start loads the page's own, and a locale's layout
 * loader loads its locale before the layout renders (routes.tsx), so a move into another language
 * renders its own labels, never another locale's.
 */
export function getI18n(locale: Locale): I18n {
  const instance = ready.get(locale)
  if (!instance) throw new Error(`Messages for "${locale}" were not loaded before rendering.`)
  return instance
}
