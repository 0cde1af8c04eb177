/**
 * SPEC §7: the visitor-statistics script of `site.yml` loads only on the production host, so
 * previews, local builds and tests never count as visits.
 */
import type { SiteConfig } from '../../content/site-schema'

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
