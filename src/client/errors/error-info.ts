/**
 * What the error page says about an error (SPEC §2, §8), from whatever was thrown. An answer with
 * an HTTP status (the host's, or a loader's 404) keeps it; an error the page's own script threw in
 * the browser has none, and is not worded as a server's "500 Internal Server Error".
 */
import type { TFunction } from 'i18next'
import { isRouteErrorResponse } from 'react-router'
import type { PageHead as Head } from '../../shared/page/head-tags'

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

/**
 * What kind of failure a visitor is told of, in their language: a missing page, no network (a
 * page not saved on the device, `TypeError: Failed to fetch`), a request past its time limit, the
 * host's own failure, the page's script, or another answer. Each kind has its status label,
 * heading and explanation under `error.<kind>.*` in locales/.
 */
export type ErrorKind = 'missing' | 'offline' | 'timeout' | 'server' | 'script' | 'other'

// What browsers say when a request never reached the network (Chromium, Firefox, Safari).
const offline = /Failed to fetch|NetworkError|Load failed|ERR_INTERNET_DISCONNECTED/i

export function errorKind({ status, message }: ErrorInfo): ErrorKind {
  if (status === 404) return 'missing'
  if (status === 408) return 'timeout'
  if (status !== undefined) return status >= 500 ? 'server' : 'other'
  return offline.test(message) ? 'offline' : 'script'
}

/** The locales' key of a kind: the spec names the missing page's `error.404.*`. */
const keyOf = (kind: ErrorKind) => (kind === 'missing' ? '404' : kind)

/** The error page's heading. */
export function errorTitle(error: ErrorInfo, t: Translate): string {
  const kind = errorKind(error)
  return kind === 'other' ? t('error.title') : t(`error.${keyOf(kind)}.title`)
}

/** What the error page says under its heading: what happened, and what the visitor can do. */
export function errorDescription(error: ErrorInfo, t: Translate): string | undefined {
  const kind = errorKind(error)
  return kind === 'other' ? undefined : t(`error.${keyOf(kind)}.description`)
}

/**
 * The message a visitor reads as it is: the spec's `Page not found: {path}`, or a loader's own
 * words. A browser's or a host's technical text (`TypeError: …`, `Internal Server Error`) is
 * shown only under "technical details".
 */
export const messageShown = (error: ErrorInfo) => errorKind(error) === 'missing'

/** The document head of an error page: a title that names the error, as a page's head does. */
export function errorHead(error: ErrorInfo, t: Translate): Head {
  const kind = errorKind(error)
  return {
    title:
      kind === 'other' ? t('error.status_title', { status: error.status }) : errorTitle(error, t),
    description: errorDescription(error, t) ?? error.message,
  }
}
