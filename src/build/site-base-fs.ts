/**
 * The sub-path the site is built for (Vite's `base`): the path of `baseUrl` in content/site.yml
 * (`https://linzhou.github.io/portfolio` → `/portfolio/`), or the `BASE_PATH` environment
 * variable when a pipeline deploys one build to another place.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'

export function siteBasePath(root: string): string {
  const fromEnv = process.env.BASE_PATH
  let path = fromEnv ?? '/'
  if (fromEnv === undefined) {
    try {
      const site = parse(readFileSync(join(root, 'content', 'site.yml'), 'utf8')) as {
        baseUrl?: unknown
      }
      if (typeof site?.baseUrl === 'string') path = new URL(site.baseUrl).pathname
    } catch {
      // A broken site.yml is reported by the compiler with its line; build at the root meanwhile.
    }
  }
  return `/${path.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/')
}
