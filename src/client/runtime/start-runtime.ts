/**
 * The small runtime of a deployed site (docs/runtime.md), started once the router exists: the
 * error page for unhandled errors, the build manifest, the version poll, the reload at the next
 * navigation, link preloading and the service worker; and, being the page's first code after
 * hydration that first-load JavaScript does not pay for, the tooltips' listener, the offer of the
 * other language and the visitor statistics. In dev and plain builds there is no build id, so
 * only the error page, preloading of route chunks, the tooltips, the language offer and the
 * statistics (which load only on the production host) run.
 */
import type { DataRouter, RouteObject } from 'react-router'
import { raiseUnhandledError } from '../components/frame/page-frame'
import { currentBuildId } from '../data/route-loader'
import { watchAnalytics } from './analytics'
import { scheduleManifestFetch, watchLatestBuild } from './network/build-files'
import { startLinkPreloading } from './network/preload-links'
import { installNavigationReload, reloadAtNextNavigation } from './reload-on-navigation'
import { registerServiceWorker } from './service-worker'
import { watchUnhandledErrors } from './unhandled-errors'
import { watchTooltips } from '../tooltips/watch-tooltips'
import { offerOtherLanguage } from './language-offer'

export function startRuntime(router: DataRouter, routes: RouteObject[]): void {
  watchUnhandledErrors(raiseUnhandledError)
  const buildId = currentBuildId()
  installNavigationReload(router)
  watchTooltips()
  offerOtherLanguage(router)
  watchAnalytics(router)
  startLinkPreloading(routes, buildId)
  if (buildId) watchDeploys(buildId)
  // Tests and tools can tell when the runtime's listeners and timers exist: a test that moves the
  // page's clock before then moves nothing (the chunk may arrive after hydration or before it).
  document.documentElement.dataset.runtime = 'started'
}

/** The build manifest, the version poll and the service worker of a prerendered build. */
function watchDeploys(buildId: string): void {
  scheduleManifestFetch(buildId)
  watchLatestBuild(buildId, () => {
    reloadAtNextNavigation()
    // Let the new worker install now, so it is ready to take over at that navigation.
    void navigator.serviceWorker
      ?.getRegistration()
      .then((registration) => registration?.update())
      .catch(() => undefined)
  })
  const register = () =>
    void registerServiceWorker().catch((error: unknown) =>
      console.warn('[offline] The service worker could not be registered:', error),
    )
  if (document.readyState === 'complete') register()
  else addEventListener('load', register, { once: true })
}
