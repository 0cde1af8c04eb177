/**
 * SPEC §9: links in view or hovered (or focused, or touched) preload their route chunk and, on a
 * prerendered site, their payload, so the navigation that follows is instant. At most 4 at once;
 * nothing on save-data or 2g connections.
 *
 * Links in view wait for the load event and an idle moment: preloading them at once took about
 * 30 ms of main-thread work (chunks evaluated, payloads parsed) right after hydration, in the
 * window Lighthouse counts as blocking, on a page the reader has only just been given. A hover,
 * focus or touch is a reader's intent, and preloads at once.
 */
import { matchRoutes, type RouteObject } from 'react-router'
import { splitLocale } from '../../i18n/site-locales'
import { routerBasename, stripBase } from '../../addresses/base-path'
import { payloadUrl } from '../../data/route-loader'
import { preloadAllowed } from './connection'
import { isReloadPending } from '../reload-on-navigation'
import { loadPayload } from './payload-cache'
import { createPreloadQueue } from './preload-queue'
import { sitePath } from '../site-link'

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

const localeOf = (pathname: string) => splitLocale(stripBase(pathname))[0]

function request(routes: RouteObject[], link: Element | null, buildId: string | undefined) {
  if (!(link instanceof HTMLAnchorElement) || !preloadAllowed()) return
  // A new version was seen: the next navigation is a full load, which uses nothing preloaded
  // here. And a waiting service worker takes over only once the old one has no fetch in flight:
  // preloads of the links a click scrolled into view held the takeover past its time limit, and
  // Chromium then left the full load hanging (e2e/runtime/offline.e2e.ts, 1 run in 6 on a busy machine).
  if (isReloadPending()) return
  const path = sitePath(link)
  if (!path) return
  // A link into another language is a full page load (SPEC §4): nothing preloaded here serves it.
  if (localeOf(path) !== localeOf(location.pathname)) return
  queue.add(path, () =>
    preload(routes, path, buildId).catch(() => {
      queue.forget(path)
    }),
  )
}

/** Runs `task` once the load event has passed and the browser has an idle moment (≤ 2 s later). */
function afterLoadWhenIdle(task: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 200)
  if (document.readyState === 'complete') idle()
  else addEventListener('load', idle, { once: true })
}

/** Watches the document's links from now on; returns the function that stops. */
export function startLinkPreloading(routes: RouteObject[], buildId: string | undefined) {
  const seen = new WeakSet<Element>()
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      inView.unobserve(entry.target)
      // A task per link: a screenful of links started in one callback was one long task (each
      // starts a route chunk's import and a payload's fetch), 87 ms on /blog at 4× CPU slowdown,
      // which Lighthouse counts as blocking.
      setTimeout(() => request(routes, entry.target, buildId), 0)
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
  let stopped = false
  afterLoadWhenIdle(() => {
    if (stopped) return
    observeAll()
    mutations.observe(document.body, { childList: true, subtree: true })
  })
  for (const type of ['pointerover', 'focusin', 'touchstart'])
    document.addEventListener(type, onIntent, { passive: true })
  return () => {
    stopped = true
    inView.disconnect()
    mutations.disconnect()
    for (const type of ['pointerover', 'focusin', 'touchstart'])
      document.removeEventListener(type, onIntent)
  }
}
