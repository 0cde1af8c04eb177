/**
 * What the error page says about an error (SPEC §2, §8), from whatever was thrown. An answer with
 * an HTTP status (the host's, or a loader's 404) keeps it; an error the page's own script threw in
 * the browser has none, and is not worded as a server's "500 Internal Server Error".
 */
import type { TFunction } from 'i18next'
import { isRouteErrorResponse } from 'react-router'
import type { PageHead as Head } from '../shared/head-tags'

export interface ErrorInfo {
  /** The HTTP status of an answer; none for an error thrown by the page's script. */
  status?: number
  statusText?: string
  message: string
  fatal?: boolean
}

type Translate = TFunction

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
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return { message, fatal: true }
}

/** The error page's heading. */
export function errorTitle(error: ErrorInfo, t: Translate): string {
  if (error.status === undefined) return t('error.script.title')
  return error.status === 404 ? t('error.404.title') : t('error.title')
}

/** What the error page says under its heading, when it says more than the message. */
export function errorDescription(error: ErrorInfo, t: Translate): string | undefined {
  if (error.status === undefined) return t('error.script.description')
  return error.status === 404 ? t('error.404.description') : undefined
}

/** The document head of an error page: a title that names the error, as a page's head does. */
export function errorHead(error: ErrorInfo, t: Translate): Head {
  const named = error.status === undefined || error.status === 404
  return {
    title: named ? errorTitle(error, t) : t('error.status_title', { status: error.status }),
    description: errorDescription(error, t) ?? error.message,
  }
}
