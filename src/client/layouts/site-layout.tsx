import { useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Outlet, ScrollRestoration, useLoaderData, useMatches } from 'react-router'
import { htmlLang, type Locale } from '../i18n/site-locales'
import type { SiteConfig } from '../../shared/site-schema'
import { NavigationProgress } from '../components/frame/navigation-progress'
import { getI18n } from '../i18n/i18n'
import { SiteContext } from '../site-context'
import { renderLayout } from './layouts'

export interface LayoutData {
  locale: Locale
  site: SiteConfig
}

/**
 * The locale's root: translations, site configuration, the chosen layout, language and scroll.
 * The document title is the pages' route's (components/frame/page-frame.tsx, route-error.tsx).
 */
export function SiteLayout() {
  const { locale, site } = useLoaderData() as LayoutData
  const matches = useMatches()
  const layoutName = [...matches]
    .reverse()
    .map((m) => (m.handle as { layout?: string } | undefined)?.layout)
    .find(Boolean)

  useEffect(() => {
    // Tests and tools can tell a hydrated page from the static HTML.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  useEffect(() => {
    // Set only when it differs from the page's: setting `lang` on the root, even to the same
    // value, has the browser recompute styles and lay the page out again (fonts are chosen by
    // language): 2.3 ms on the prerendered home page right after hydrating, unthrottled.
    const lang = htmlLang(locale)
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang
  }, [locale])

  return (
    <I18nextProvider i18n={getI18n(locale)}>
      <SiteContext.Provider value={{ locale, site }}>
        <NavigationProgress />
        {renderLayout(layoutName, <Outlet />)}
        <ScrollRestoration />
      </SiteContext.Provider>
    </I18nextProvider>
  )
}
