/**
 * Registers the service worker of a production build (offline reading, docs/runtime.md). A new
 * worker installs and waits; its arrival makes the next navigation a full page load
 * (reload-on-navigation.ts), and just before that load the waiting worker is told to take over,
 * so the new page comes from the new build. Nobody's page changes under them.
 */
import { reloadAtNextNavigation } from './reload-on-navigation'

/** How long a navigation waits for the new worker before it goes ahead with the old one. */
const takeoverLimitMs = 3000

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const base = import.meta.env.BASE_URL
  const registration = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base })
  // A worker still waiting from an earlier page (the last takeover ran out of time): the next
  // navigation is a full load again, and tries again.
  if (registration.waiting && navigator.serviceWorker.controller)
    reloadAtNextNavigation(() => takeOver(registration))
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      // With no controller this is the first worker, which takes control by itself.
      if (installing.state === 'installed' && navigator.serviceWorker.controller)
        reloadAtNextNavigation(() => takeOver(registration))
    })
  })
}

/**
 * Tells the waiting worker to take over and resolves once it is active, or after
 * `takeoverLimitMs`. It runs while the reader's page is still open and quiet: Chromium activates
 * a skipWaiting() worker only once the old worker has no fetch in flight, and a freshly loaded
 * page (preloading its links) keeps it busy for minutes. Measured: 10 ms from a quiet page.
 * The worker (src/service-worker/sw.ts) activates on this message (skipWaiting is off).
 */
export function takeOver(registration: ServiceWorkerRegistration): Promise<void> {
  const waiting = registration.waiting
  if (!waiting) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, takeoverLimitMs)
    waiting.addEventListener('statechange', () => {
      if (waiting.state !== 'activated' && waiting.state !== 'redundant') return
      clearTimeout(timer)
      resolve()
    })
    waiting.postMessage({ type: 'SKIP_WAITING' })
  })
}
