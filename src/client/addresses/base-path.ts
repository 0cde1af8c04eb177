/**
 * The sub-path the site is deployed under: `/` on its own domain, `/portfolio/` on a project page
 * of a code host. Vite's `base` (vite.config.ts, from site.yml's baseUrl) sets it at build time;
 * router paths stay free of it, and these helpers add it where a plain URL is written.
 */
export const basePath: string = import.meta.env.BASE_URL ?? '/'

const prefix = basePath.replace(/\/$/, '')

/** The router's basename: undefined at the root. */
export const routerBasename: string | undefined = prefix || undefined

/** `/blog` → `/portfolio/blog`; URLs with a scheme, `//` and `#` stay as they are. */
export function withBase(path: string): string {
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path
  if (path === prefix || path.startsWith(`${prefix}/`)) return path
  return prefix + path
}

/** `/portfolio/blog` → `/blog`. */
export function stripBase(pathname: string): string {
  if (!prefix) return pathname
  if (pathname === prefix) return '/'
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname
}

/** Every URL of a `srcset` with the base added. */
export function srcsetWithBase(srcset: string): string {
  return prefix
    ? srcset
        .split(', ')
        .map((entry) => withBase(entry))
        .join(', ')
    : srcset
}
