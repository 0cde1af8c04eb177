import '@unocss/reset/tailwind.css'
import 'virtual:uno.css'
import './styles/main.css'
import './styles/prose.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router'
import { defaultLocale, localizePath, splitLocale } from '../content/locales'
import { onContentUpdate } from './content-client'
import { loadI18n } from './i18n'
import { readLocaleCookie } from './locale-cookie'
import { routes } from './routes'

async function start() {
  const [locale] = splitLocale(location.pathname)
  // A reader who chose another language and comes back to the default home page is taken to theirs.
  const chosen = readLocaleCookie(document.cookie)
  if (location.pathname === '/' && chosen && chosen !== defaultLocale) {
    location.replace(localizePath('/', chosen))
    return
  }
  await loadI18n(locale)
  // Resolve the lazy routes of this page first, so hydration renders exactly what the HTML holds.
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      Object.assign(route, await route.lazy(), { lazy: undefined })
    }),
  )
  const router = createBrowserRouter(routes)
  // In dev, a saved content file reruns the loaders: the page updates without a reload.
  onContentUpdate(() => void router.revalidate())
  const container = document.getElementById('root')!
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  )
  // A prerendered page hydrates; the 404 page (served for any path) and dev render afresh.
  const hydrate = container.dataset.prerendered === 'true'
  if (hydrate) hydrateRoot(container, app)
  else createRoot(container).render(app)
}

void start()
