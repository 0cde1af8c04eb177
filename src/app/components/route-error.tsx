import { useEffect } from 'react'
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { withBase } from '../base-path'
import { ChunkLoadError, claimChunkReload } from '../runtime/chunk-guard'
import { ErrorView, type ErrorInfo } from './error-view'

/** Any error a route throws, as the error page's fields. */
export function toErrorInfo(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: string; fatal?: boolean } | string | undefined
    const message = typeof data === 'string' ? data : (data?.message ?? error.statusText)
    return {
      status: error.status,
      statusText: error.statusText,
      message,
      fatal: typeof data === 'object' && !!data?.fatal,
    }
  }
  if (error instanceof Response)
    return { status: error.status, statusText: error.statusText, message: error.url, fatal: true }
  if (error instanceof DOMException && error.name === 'TimeoutError')
    return { status: 408, statusText: 'Request Timeout', message: error.message, fatal: true }
  const message = error instanceof Error ? error.message : String(error)
  return { status: 500, statusText: 'Internal Server Error', message, fatal: true }
}

// One decision per failure: React may render the boundary more than once (StrictMode), and the
// guard must not count those as second failures.
const decisions = new WeakMap<ChunkLoadError, boolean>()

function shouldReload(error: unknown, path: string): boolean {
  if (!(error instanceof ChunkLoadError) || typeof sessionStorage === 'undefined') return false
  if (!decisions.has(error)) decisions.set(error, claimChunkReload(path, sessionStorage))
  return decisions.get(error)!
}

/**
 * The error boundary of every page: the error page inside the site's header and footer. A route
 * chunk that failed to load (SPEC §8) first turns into a full load of the page, once per 10 s.
 */
export function RouteError() {
  const error = useRouteError()
  const { pathname, search, hash } = useLocation()
  const reload = shouldReload(error, pathname)
  useEffect(() => {
    if (reload) window.location.assign(withBase(pathname) + search + hash)
  }, [reload, pathname, search, hash])
  if (reload) return null
  return <ErrorView error={toErrorInfo(error)} />
}
