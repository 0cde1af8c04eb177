/**
 * SPEC §7: the visitor-statistics script of `site.yml` loads only on the production host, so
 * previews, local builds and tests never count as visits.
 */
import type { DataRouter } from 'react-router'
import type { SiteConfig } from '../../shared/site-schema'
import type { LayoutData } from '../layouts/site-layout'

export function loadAnalytics(site: SiteConfig, host = location.host): boolean {
  const analytics = site.analytics
  if (!analytics || host !== analytics.productionHost) return false
  if (document.querySelector('script[data-analytics]')) return true
  const script = document.createElement('script')
  script.src = analytics.script
  script.defer = true
  script.dataset.analytics = ''
  if (analytics.websiteId) script.dataset.websiteId = analytics.websiteId
  document.head.append(script)
  return true
}

/**
 * Loads the statistics once the layout's loader has read the site configuration: at once on a
 * prerendered page (the router starts from its data), after the first load on one rendered afresh.
 * Started by the runtime, so the first load pays nothing for it.
 */
export function watchAnalytics(router: DataRouter): void {
  const layout = () =>
    Object.values(router.state.loaderData as Record<string, LayoutData | undefined>).find(
      (data) => data?.site,
    )
  const found = layout()
  if (found) return void loadAnalytics(found.site)
  const stop = router.subscribe(() => {
    const data = layout()
    if (!data) return
    stop()
    loadAnalytics(data.site)
  })
}
