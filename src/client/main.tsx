import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import './styles/main.css'
import './styles/prose.css'
import './styles/content-elements.css'
import './styles/code-blocks.css'
import './styles/chinese-typography.css'
import './styles/typography.css'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'
import { adoptHydrationData } from './data/hydration-data'
import { splitLocale } from './i18n/site-locales'
import { routerBasename, stripBase } from './addresses/base-path'
import { canonicalPath } from './addresses/canonical-path'
import { onContentUpdate } from './data/content-client'
import { loadI18n } from './i18n/i18n'
import { routes } from './routes'
import { ChunkLoadError, claimChunkReload } from './runtime/network/chunk-guard'

/** Whether the HTML was prerendered for `path` (its route's spelling, percent-encoded or not). */
function prerenderedHere(madeFor: string | undefined, path: string): boolean {
  if (madeFor === undefined) return false
  try {
    return madeFor === decodeURI(path)
  } catch {
    return false
  }
}

async function start() {
  // The router, the messages and the payloads must all see the path the page was prerendered
  // for: `/en/blog/` and `/EN/BLOG` become `/en/blog` (canonical-path.ts).
  const pathname = canonicalPath(location.pathname, routes)
  if (pathname !== location.pathname)
    history.replaceState(history.state, '', pathname + location.search + location.hash)
  const [locale] = splitLocale(stripBase(pathname))
  // Resolve the lazy routes of this page first, so hydration renders exactly what the HTML holds.
  // The locale's messages load alongside them, not before: one round trip less before hydration.
  const messages = loadI18n(locale)
  const matches = matchRoutes(routes, location, routerBasename) ?? []
  const routesLoaded = Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return 'ok'
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined })
        return 'ok'
      } catch (error) {
        // A chunk of an older deploy: load the page afresh once; after that, the error page.
        const reload =
          error instanceof ChunkLoadError && claimChunkReload(location.pathname, sessionStorage)
        return reload ? 'reload' : 'failed'
      }
    }),
  )
  const [, resolved] = await Promise.all([messages, routesLoaded])
  if (resolved.includes('reload')) return location.reload()
  const container = document.getElementById('root')!
  // A prerendered page hydrates at the address it was made for; the 404 page (served for any
  // path), a page a host served at another address (`//blog` as `/`) and dev render afresh, as
  // does a route that failed to load (its error page).
  const here = prerenderedHere(container.dataset.prerendered, stripBase(pathname))
  // The page's data is the page's: elsewhere the loaders fetch their own.
  if (here) adoptHydrationData()
  const hydrate = here && resolved.every((r) => r === 'ok')
  const router = createBrowserRouter(routes, { basename: routerBasename })
  // The runtime (version poll, preloading, service worker) is not needed to show or hydrate the
  // page, so it is its own chunk, fetched while React hydrates rather than before.
  void import('./runtime/start-runtime')
    .then(({ startRuntime }) => startRuntime(router, routes))
    .catch((error: unknown) => console.warn('[runtime] Not started:', error))
  // In dev, a saved content file reruns the loaders: the page updates without a reload.
  onContentUpdate(() => void router.revalidate())
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  // In a transition, React hydrates in slices of a few milliseconds and lets the browser handle
  // input and paint in between, instead of one long task; a click meanwhile is replayed.
  if (hydrate) startTransition(() => void hydrateRoot(container, app))
  else createRoot(container).render(app)
}

// A part the start cannot do without (the locale's messages, say) failed to load. The prerendered
// HTML is whole and its links are plain links, so the visitor keeps a readable page: say why in the
// console rather than leave an uncaught rejection behind.
start().catch((error: unknown) => {
  console.warn('[start] The page stays as the host sent it:', error)
})
