/**
 * Unhandled errors (SPEC §4). One thrown or rejected by the site's own scripts is fatal: the page
 * it broke gives way to the error page. One from any other script (a browser extension, the
 * statistics script, a script injected into the page) is the browser's to report, and the
 * working page stays. Crawlers get no error page at all: for them the error is only logged.
 */
import { basePath } from '../addresses/base-path'
import { isBot } from '../errors/bot'

// `at f (https://…/a.js:1:2)` in Chromium, `f@https://…/a.js:1:2` in Firefox and Safari.
const frameUrl = /([a-z][\w+.-]*:\/\/[^\s()@]+?):\d+:\d+/i

/** The script an error came from, as far as the browser tells; '' when it does not. */
export function sourceOf(event: ErrorEvent | PromiseRejectionEvent): string {
  if ('filename' in event) return event.filename
  const stack = event.reason instanceof Error ? event.reason.stack : undefined
  return frameUrl.exec(stack ?? '')?.[1] ?? ''
}

/**
 * Whether a script is one of the site's own: a file served from its origin under its base path.
 * An inline script reports the page's own address instead; the site's own inline scripts (the
 * colour mode, the remembered language) run before the first paint, long before this listens, so
 * an inline script that fails later was injected into the page.
 */
export function isOwnScript(source: string, page: { origin: string; href: string }): boolean {
  let url: URL
  try {
    url = new URL(source)
  } catch {
    return false
  }
  const withoutHash = (href: string) => href.replace(/#.*/, '')
  return (
    url.origin === page.origin &&
    url.pathname.startsWith(basePath) &&
    withoutHash(url.href) !== withoutHash(page.href)
  )
}

/** Hands the site's own unhandled errors to `raise`; for crawlers they are only logged. */
export function watchUnhandledErrors(raise: (error: unknown) => void): void {
  const fault = (event: ErrorEvent | PromiseRejectionEvent, error: unknown) => {
    if (!isOwnScript(sourceOf(event), location)) return
    if (isBot(navigator.userAgent)) console.error(error)
    else raise(error)
  }
  addEventListener('error', (event) => fault(event, event.error ?? new Error(event.message)))
  addEventListener('unhandledrejection', (event) => fault(event, event.reason))
}
