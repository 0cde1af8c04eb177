import { useEffect } from 'react'
import { useLocation, useRouteError } from 'react-router'
import { withBase } from '../../addresses/base-path'
import { toErrorInfo } from '../../errors/error-info'
import { ChunkLoadError, claimChunkReload } from '../../runtime/network/chunk-guard'
import { useDocumentTitle } from '../../head/use-document-title'
import { ErrorView } from './error-view'

// One decision per failure: React may render the boundary more than once (StrictMode), and the
// guard must not count those as second failures.
const decisions = new WeakMap<ChunkLoadError, boolean>()

function shouldReload(error: unknown, path: string): boolean {
  if (!(error instanceof ChunkLoadError) || typeof sessionStorage === 'undefined') return false
  if (!decisions.has(error)) decisions.set(error, claimChunkReload(path, sessionStorage))
  return decisions.get(error)!
}

/**
 * The error boundary of every page: the error page inside the site's header and footer, titled
 * for its error. A route chunk that failed to load (SPEC §8) first turns into a full load of the
 * page, once per 10 s.
 */
export function RouteError() {
  const error = useRouteError()
  const info = toErrorInfo(error)
  const { pathname, search, hash } = useLocation()
  const reload = shouldReload(error, pathname)
  useDocumentTitle(info)
  useEffect(() => {
    if (reload) window.location.assign(withBase(pathname) + search + hash)
  }, [reload, pathname, search, hash])
  if (reload) return null
  return <ErrorView error={info} />
}
