/**
 * SPEC §9: links in view or hovered (or focused, or touched) preload their route chunk and, on a
 * prerendered site, their payload, so the navigation that follows is instant. At most 4 at once;
 * nothing on save-data or 2g connections.
 */
import { matchRoutes, type RouteObject } from 'react-router'
import { routerBasename } from '../base-path'
import { payloadUrl } from '../route-loader'
import { preloadAllowed } from './connection'
import { loadPayload } from './payload-cache'
import { createPreloadQueue } from './preload-queue'
import { sitePath } from './site-link'

const queue = createPreloadQueue()

async function preload(routes: RouteObject[], path: string, buildId: string | undefined) {
  const matches = matchRoutes(routes, path, routerBasename) ?? []
  await Promise.all([
    ...matches.map(({ route }) =>
      typeof route.lazy === 'function' ? route.lazy() : Promise.resolve(),
    ),
    // Only prerendered pages have payloads; the loader reuses this request.
    buildId ? loadPayload(payloadUrl(path), buildId) : undefined,
  ])
}

function request(routes: RouteObject[], link: Element | null, buildId: string | undefined) {
  if (!(link instanceof HTMLAnchorElement) || !preloadAllowed()) return
  const path = sitePath(link)
  if (!path) return
  queue.add(path, () =>
    preload(routes, path, buildId).catch(() => {
      queue.forget(path)
    }),
  )
}

/** Watches the document's links from now on; returns the function that stops. */
export function startLinkPreloading(routes: RouteObject[], buildId: string | undefined) {
  const seen = new WeakSet<Element>()
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      inView.unobserve(entry.target)
      request(routes, entry.target, buildId)
    }
  })
  const observeAll = () => {
    for (const link of document.querySelectorAll('a[href]')) {
      if (seen.has(link)) continue
      seen.add(link)
      inView.observe(link)
    }
  }
  const onIntent = (event: Event) =>
    request(routes, (event.target as Element | null)?.closest?.('a[href]') ?? null, buildId)
  const mutations = new MutationObserver(observeAll)
  observeAll()
  mutations.observe(document.body, { childList: true, subtree: true })
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, onIntent, { passive: true })
  return () => {
    inView.disconnect()
    mutations.disconnect()
    for (const type of ['pointerover', 'focusin', 'touchstart'])
      document.removeEventListener(type, onIntent)
  }
}
