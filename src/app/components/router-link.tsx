/**
 * `Link` and `NavLink` for site paths, built on React Router's hooks.
 *
 * Why not React Router's own: they carry framework-mode features this site never uses (prefetch
 * `<link>`s, route discovery, server components, view transitions), about 2 KB gzip on every
 * page's first load (issue 7's budget). These render the same `<a href>` and navigate through
 * the same router on a plain left click; modified clicks and `target="_blank"` stay with the
 * browser, as React Router's `useLinkClickHandler` decides.
 *
 * A site path (`/en/blog/x`) needs no resolving against the current route: its href is the path
 * with the base in front, as `useHref` makes it. React Router's `useHref` and
 * `useLinkClickHandler` resolve the path each, and a page has dozens of links (the navigation
 * tree, the header, tags): a profile of the prerender had them at 0.5 s of the 2.7 s that 2,280
 * pages took to render. Any other `to` (a relative path in an author's link) is resolved by
 * React Router as before.
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import {
  createPath,
  parsePath,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
} from 'react-router'
import { routerBasename } from '../base-path'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path (with or without the locale prefix; never the base path). */
  to: string
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
}

/** `/blog?page=2#top` as React Router reads it: search and hash without their bare marks. */
function sitePath(to: string) {
  const { pathname = '/', search = '', hash = '' } = parsePath(to)
  return { pathname, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash }
}

/** The href of a site path, as `useHref` makes it (the root is the bare base, no slash added). */
export function sitePathHref(to: string, basename = routerBasename): string {
  const path = sitePath(to)
  const pathname = !basename
    ? path.pathname
    : path.pathname === '/'
      ? basename
      : basename + path.pathname
  return createPath({ ...path, pathname })
}

/** A plain left click in this tab: the router's to handle (React Router's `shouldProcessLinkClick`). */
const routerClick = (event: MouseEvent, target?: string) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)

function SitePathLink({ to, replace, target, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate()
  const location = useLocation()
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !routerClick(event, target)) return
    event.preventDefault()
    // A link to the page already shown replaces its history entry, as React Router's does.
    void navigate(to, { replace: replace ?? createPath(location) === createPath(sitePath(to)) })
  }
  return <a {...rest} href={sitePathHref(to)} target={target} onClick={click} />
}

function ResolvedLink({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target })
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented) navigate(event)
  }
  return <a {...rest} href={href} target={target} onClick={click} />
}

export function Link(props: LinkProps) {
  return props.to.startsWith('/') && !props.to.startsWith('//') ? (
    <SitePathLink {...props} />
  ) : (
    <ResolvedLink {...props} />
  )
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Active only on this exact path, not on the paths below it. */
  end?: boolean
  className?: string | ((state: { isActive: boolean }) => string)
  children?: ReactNode
}

/** Whether `current` is `target` or (unless `end`) a path below it; case-insensitive, as routes are. */
export function isActivePath(current: string, target: string, end = false): boolean {
  const here = current.toLowerCase()
  // `/en/` and `/en` are one page; only the root keeps its slash.
  const path = target.length > 1 ? target.toLowerCase().replace(/\/+$/, '') : target
  if (here === path || here === `${path}/`) return true
  if (end) return false
  return path === '/' ? true : here.startsWith(`${path}/`)
}

function ActiveLink({ pathname, end, className, ...rest }: NavLinkProps & { pathname: string }) {
  const isActive = isActivePath(useLocation().pathname, pathname, end)
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  )
}

/**
 * A `Link` that knows whether it points at the current page (`aria-current="page"`). For the
 * site's own navigation, whose paths are all site paths: a relative `to` still navigates right
 * (through `Link`), but is never marked as the current page.
 */
export function NavLink(props: NavLinkProps) {
  return <ActiveLink {...props} pathname={sitePath(props.to).pathname} />
}
