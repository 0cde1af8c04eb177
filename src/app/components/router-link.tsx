/**
 * `Link` and `NavLink` for site paths, built on React Router's hooks.
 *
 * Why not React Router's own: they carry framework-mode features this site never uses (prefetch
 * `<link>`s, route discovery, server components, view transitions), about 2 KB gzip on every
 * page's first load (issue 7's budget). These render the same `<a href>` and navigate through
 * the same router on a plain left click; modified clicks and `target="_blank"` stay with the
 * browser, as React Router's `useLinkClickHandler` decides.
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path (with or without the locale prefix; never the base path). */
  to: string
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
}

export function Link({ to, replace, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target })
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented) navigate(event)
  }
  return <a {...rest} href={href} target={target} onClick={click} />
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

/** A `Link` that knows whether it points at the current page (`aria-current="page"`). */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation()
  const isActive = isActivePath(pathname, useResolvedPath(to).pathname, end)
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  )
}
