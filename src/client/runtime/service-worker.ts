/**
 * Registers the service worker of a production build (offline reading, docs/runtime.md) with
 * workbox-window. A new worker installs and waits; its arrival makes the next navigation a full
 * page load (reload-on-navigation.ts), and just before that load the waiting worker is told to
 * take over, so the new page comes from the new build. Nobody's page changes under them.
 */
import { Workbox } from 'workbox-window'
import { reloadAtNextNavigation } from './reload-on-navigation'

/** How long a navigation waits for the new worker before it goes ahead with the old one. */
const takeoverLimitMs = 3000

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return
  const base = import.meta.env.BASE_URL
  const workbox = new Workbox(`${base}sw.js`, { scope: base })
  // A worker that installed while this page is open (workbox-window reports one found by the
  // version poll's `registration.update()` too, as external), or one still waiting from an
  // earlier page whose takeover ran out of time: the next navigation is a full load again.
  workbox.addEventListener('waiting', () => {
    // With no controller this is the first worker, which takes control by itself.
    if (!navigator.serviceWorker.controller) return
    reloadAtNextNavigation(async () => {
      if ((await registered)?.waiting) await takeOver(workbox)
    })
  })
  const registered = workbox.register()
  await registered
}

/**
 * Tells the waiting worker to take over and resolves once it controls the page, or after
 * `takeoverLimitMs`. It runs while the reader's page is still open and quiet: Chromium activates
 * a skipWaiting() worker only once the old worker has no fetch in flight, and a freshly loaded
 * page (preloading its links) keeps it busy for minutes. Measured: 10 ms from a quiet page.
 * The worker (src/client/service-worker/sw.ts) activates on this message (skipWaiting is off) and
 * claims the page.
 */
export function takeOver(workbox: Workbox): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      workbox.removeEventListener('controlling', done)
      resolve()
    }
    const timer = setTimeout(done, takeoverLimitMs)
    workbox.addEventListener('controlling', done)
    workbox.messageSkipWaiting()
  })
}
