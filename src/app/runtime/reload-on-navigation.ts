/**
 * SPEC §4: a new version seen while the visitor reads makes the *next* navigation a full page
 * load of where they were going, never a reload in the middle of reading. Before that load a
 * waiting service worker is told to take over, so the new page comes from the new build.
 */
import type { DataRouter } from 'react-router'
import { withBase } from '../base-path'

type Subscribable = Pick<DataRouter, 'subscribe'>

let pending = false
let beforeReload: (() => Promise<void>) | undefined

/** Marks that the next navigation must be a full page load; `prepare` runs just before it. */
export function reloadAtNextNavigation(prepare?: () => Promise<void>): void {
  pending = true
  if (prepare) beforeReload = prepare
}

export function isReloadPending(): boolean {
  return pending
}

/** Turns the router's next client navigation into a full page load once one is pending. */
export function installNavigationReload(router: Subscribable): () => void {
  return router.subscribe((state) => {
    const target = state.navigation.location
    if (!pending || state.navigation.state === 'idle' || !target) return
    pending = false
    // Router locations leave out the base path; the address bar needs it.
    const href = withBase(target.pathname) + target.search + target.hash
    void (beforeReload?.() ?? Promise.resolve()).finally(() => window.location.assign(href))
  })
}
