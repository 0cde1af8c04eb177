/**
 * SPEC §4: a new version seen while the visitor reads makes the *next* navigation a full page
 * load of where they were going, never a reload in the middle of reading. Before that load a
 * waiting service worker is told to take over (`prepare`), so the new page comes from the new build.
 */
import type { DataRouter } from 'react-router'
import { withBase } from '../addresses/base-path'
import { clickedSiteLink } from './site-link'

type Subscribable = Pick<DataRouter, 'subscribe'>

let pending = false
let beforeReload: (() => Promise<void>) | undefined
/** Where the full load goes once `prepare` is done: the last link clicked meanwhile. */
let target: string | undefined

/** Marks that the next navigation must be a full page load; `prepare` runs just before it. */
export function reloadAtNextNavigation(prepare?: () => Promise<void>): void {
  pending = true
  if (prepare) beforeReload = prepare
}

/**
 * True from the moment a new version is seen until the page is left, the wait for `prepare`
 * included: nothing should be preloaded for a page that is about to be replaced.
 */
export function isReloadPending(): boolean {
  return pending
}

function reloadTo(href: string): void {
  const started = target !== undefined
  target = href
  if (started) return
  const prepare = beforeReload
  beforeReload = undefined
  void (prepare?.() ?? Promise.resolve()).finally(() => window.location.assign(target!))
}

/**
 * Turns the next navigation into a full page load once one is pending. A click on a site link
 * is caught before the router sees it, so the page stays quiet (no payload in flight) while
 * `prepare` runs: a service worker only takes over from a quiet page (service-worker.ts). Other
 * navigations (back, forward, code) are caught from the router, once they have started.
 */
export function installNavigationReload(router: Subscribable): () => void {
  const onClick = (event: MouseEvent) => {
    if (!pending) return
    const link = clickedSiteLink(event)
    if (!link) return
    event.preventDefault()
    event.stopPropagation()
    reloadTo(link.href)
  }
  document.addEventListener('click', onClick, true)
  const unsubscribe = router.subscribe((state) => {
    const target = state.navigation.location
    if (!pending || state.navigation.state === 'idle' || !target) return
    // Router locations leave out the base path; the address bar needs it.
    reloadTo(withBase(target.pathname) + target.search + target.hash)
  })
  return () => {
    document.removeEventListener('click', onClick, true)
    unsubscribe()
  }
}
