/**
 * SPEC §8: one way to leave the app by script. A URL on another origin needs `external: true`
 * (so a bug cannot send visitors off-site); script-carrying protocols are always refused.
 */

import { dangerousScheme } from '../../shared/dangerous-url'

/** True for `javascript:`, `data:` and `vbscript:` URLs, however they are spelled or padded. */
export function isDangerousUrl(url: string): boolean {
  return dangerousScheme(url) !== undefined
}

export interface NavigateOptions {
  /** Allows a URL on another origin. */
  external?: boolean
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean
}

/** Why a navigation was refused. */
export class NavigationRefused extends Error {
  override name = 'NavigationRefused'
}

export interface NavigationTarget {
  origin: string
  assign(url: string): void
  replace(url: string): void
}

/**
 * Navigates to `to` by a full page load, or throws `NavigationRefused`. `internal` handles
 * same-origin paths (the router's navigate), so the app stays a single-page app.
 */
export function navigateTo(
  to: string,
  options: NavigateOptions = {},
  internal?: (path: string, replace: boolean) => void,
  target: NavigationTarget = window.location,
): void {
  if (isDangerousUrl(to))
    throw new NavigationRefused(`Refused to navigate to a script URL: ${to.slice(0, 40)}`)
  const url = new URL(to, target.origin)
  if (url.origin !== target.origin && !options.external)
    throw new NavigationRefused(
      `Navigating to an external URL is not allowed: ${url.href}. Pass { external: true } to allow it.`,
    )
  if (url.origin === target.origin && internal)
    return internal(url.pathname + url.search + url.hash, !!options.replace)
  if (options.replace) target.replace(url.href)
  else target.assign(url.href)
}
