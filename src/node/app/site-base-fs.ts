/**
 * The sub-path the site is built for (Vite's `base`): the path of `baseUrl` in content/site.yml
 * (`https://linzhou.github.io/portfolio` → `/portfolio/`), or the `BASE_PATH` environment
 * variable when a pipeline deploys one build to another place.
 */
import { readSiteYml } from '../config/site-locales-fs.ts'

export function siteBasePath(root: string): string {
  const { baseUrl } = readSiteYml(root)
  // A broken site.yml is reported by the compiler with its line; build at the root meanwhile.
  const fromSite =
    typeof baseUrl === 'string' && URL.canParse(baseUrl) ? new URL(baseUrl).pathname : '/'
  const path = process.env.BASE_PATH ?? fromSite
  return `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')
}
