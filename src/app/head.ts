import { localized, type Locale } from '../content/locales'
import type { SiteConfig } from '../content/site-schema'

/** What every page loader returns for the document head. */
export interface Head {
  title: string
  description: string
  /** False when the title is already the full one (the home page). */
  template?: boolean
}

/** The browser title of a page: `%s · Site` from site.yml, or the title itself. */
export function documentTitle(head: Head | undefined, site: SiteConfig, locale: Locale): string {
  if (!head) return localized(site.title, locale)
  return head.template === false
    ? head.title
    : localized(site.titleTemplate, locale).replace('%s', head.title)
}

/** The head of the deepest route that has one. */
export function headOf(matches: readonly { data: unknown }[]): Head | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const head = (matches[i]!.data as { head?: Head } | undefined)?.head
    if (head) return head
  }
  return undefined
}
