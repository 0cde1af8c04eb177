/**
 * The address of a page as the prerender wrote it, made before the router, the messages or the
 * payloads read it. Hosts and visitors also write `/en/blog/` (nginx and GitHub Pages add the
 * slash to a folder), `/EN/BLOG` or `/En/about`: React Router matches them all, letter case
 * aside, to the English blog, but the files are named `/en/blog/_payload.json`, `NavLink` marks
 * the current page by its exact path, and the locale, its messages and the language switch are
 * all read from the one spelling the routes write.
 */
import { matchRoutes, type RouteObject } from 'react-router'
import { stripBase, withBase } from './base-path'

/**
 * `/EN/BLOG/` → `/en/blog`: no trailing slash (but for the root), no `index.html`, and each fixed
 * segment spelled as its route writes it. Parameters (a slug, a tag, an unknown path) stay as they
 * were typed.
 */
export function canonicalPath(pathname: string, routes: RouteObject[]): string {
  // `/blog/index.html` is the file a static host serves for `/blog`: the same page.
  const path = stripBase(pathname).replace(/\/index\.html$/i, '/')
  const pattern = (matchRoutes(routes, path) ?? []).flatMap(
    ({ route }) => route.path?.split('/').filter(Boolean) ?? [],
  )
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((typed, i) => {
      const word = pattern[i] ?? ':'
      return /^[:*]/.test(word) ? typed : word
    })
  return withBase(`/${segments.join('/')}`)
}
