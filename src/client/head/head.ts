import type { PageHead } from '../../shared/page/head-tags'
import { localized, type Locale } from '../i18n/site-locales'
import type { SiteConfig } from '../../shared/site-schema'
import { errorHead, type ErrorInfo } from '../errors/error-info'

/** What every page loader returns for the document head (src/shared/page/head-tags.ts). */
export type Head = PageHead

/** The head of a content page: its SEO title and description where set, else its own. */
export function pageHead(
  page: { title: string; description: string; seo: { title?: string; description?: string } },
  extra: Partial<Head> = {},
): Head {
  return {
    title: page.seo.title ?? page.title,
    description: page.seo.description ?? page.description,
    ...extra,
  }
}

/** The browser title of a page: `%s · Site` from site.yml, or the title itself. */
export function documentTitle(head: Head | undefined, site: SiteConfig, locale: Locale): string {
  if (!head) return localized(site.title, locale)
  return head.template === false
    ? head.title
    : localized(site.titleTemplate, locale).replace('%s', head.title)
}

/** The head of the deepest route that has one. */
export function headOf(matches: readonly { loaderData: unknown }[]): Head | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const head = (matches[i]!.loaderData as { head?: Head } | undefined)?.head
    if (head) return head
  }
  return undefined
}

/**
 * The head of what the page shows: the error page's when a route failed (its loader, its render
 * or an unhandled error of the site's scripts), else the deepest route's. The browser (through
 * `useDocumentTitle`) and the prerender (entry-server.tsx) both take it from here.
 */
export function shownHead(
  matches: readonly { loaderData: unknown }[],
  error: ErrorInfo | undefined,
  t: Parameters<typeof errorHead>[1],
): Head | undefined {
  return error ? errorHead(error, t) : headOf(matches)
}
