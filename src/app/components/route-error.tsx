import { isRouteErrorResponse, useRouteError } from 'react-router'
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
  const message = error instanceof Error ? error.message : String(error)
  return { status: 500, statusText: 'Internal Server Error', message, fatal: true }
}

/** The error boundary of every page: the error page inside the site's header and footer. */
export function RouteError() {
  const error = useRouteError()
  return <ErrorView error={toErrorInfo(error)} />
}
