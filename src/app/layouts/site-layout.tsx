import { useEffect, useState } from 'react'
import { I18nextProvider } from 'react-i18next'
import { Outlet, ScrollRestoration, useLoaderData, useMatches } from 'react-router'
import { htmlLang, type Locale } from '../../content/locales'
import type { SiteConfig } from '../../content/site-schema'
import { isBot } from '../bot'
import { ErrorView, type ErrorInfo } from '../components/error-view'
import { NavigationProgress } from '../components/navigation-progress'
import { toErrorInfo } from '../components/route-error'
import { documentTitle, headOf } from '../head'
import { getI18n } from '../i18n'
import { SiteContext } from '../site-context'
import { loadAnalytics } from '../runtime/analytics'
import { renderLayout } from './layouts'

export interface LayoutData {
  locale: Locale
  site: SiteConfig
}

/** Unhandled errors anywhere show the error page, except to crawlers, for which they are only logged. */
function useGlobalError(): ErrorInfo | undefined {
  const [error, setError] = useState<ErrorInfo>()
  useEffect(() => {
    const raise = (reason: unknown) => {
      console.error(reason)
      if (!isBot(navigator.userAgent)) setError(toErrorInfo(reason))
    }
    const onError = (event: ErrorEvent) => raise(event.error ?? event.message)
    const onRejection = (event: PromiseRejectionEvent) => raise(event.reason)
    addEventListener('error', onError)
    addEventListener('unhandledrejection', onRejection)
    return () => {
      removeEventListener('error', onError)
      removeEventListener('unhandledrejection', onRejection)
    }
  }, [])
  return error
}

/** The locale's root: translations, site configuration, the chosen layout, head and scroll. */
export function SiteLayout() {
  const { locale, site } = useLoaderData() as LayoutData
  const matches = useMatches()
  const layoutName = [...matches]
    .reverse()
    .map((m) => (m.handle as { layout?: string } | undefined)?.layout)
    .find(Boolean)
  const globalError = useGlobalError()
  const title = documentTitle(headOf(matches), site, locale)

  useEffect(() => {
    // Tests and tools can tell a hydrated page from the static HTML.
    document.documentElement.dataset.hydrated = 'true'
  }, [])

  useEffect(() => {
    loadAnalytics(site)
  }, [site])

  useEffect(() => {
    // Set only when they differ from the page's: setting `lang` on the root, even to the same
    // value, has the browser recompute styles and lay the page out again (fonts are chosen by
    // language): 2.3 ms on the prerendered home page right after hydrating, unthrottled.
    if (document.title !== title) document.title = title
    const lang = htmlLang(locale)
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang
  }, [title, locale])

  return (
    <I18nextProvider i18n={getI18n(locale)}>
      <SiteContext.Provider value={{ locale, site }}>
        <NavigationProgress />
        {renderLayout(layoutName, globalError ? <ErrorView error={globalError} /> : <Outlet />)}
        <ScrollRestoration />
      </SiteContext.Provider>
    </I18nextProvider>
  )
}
