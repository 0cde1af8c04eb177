/**
 * Where each other language's version of the current page is: what the header's language switch
 * links to and what the language offer (language-offer/) suggests, computed one way for both.
 */
import { locales, localizePath, splitLocale, type Locale } from '../i18n/site-locales'

/** A matched route as the router reports it: its path without the base, and its loader's data. */
export interface PageMatch {
  pathname: string
  loaderData?: unknown
}

/** The same page in each other language, unless the page names its own (an untranslated article). */
export function alternatePaths(
  matches: readonly PageMatch[],
  locale: Locale,
): Record<Locale, string> {
  // An index route's pathname ends in a slash (`/en/blog/`); the pages' own links do not.
  const rest = splitLocale(matches.at(-1)?.pathname ?? '/')[1].replace(/(.)\/$/, '$1')
  const named = [...matches]
    .reverse()
    .map((m) => (m.loaderData as { alternates?: Record<Locale, string> } | undefined)?.alternates)
    .find(Boolean)
  return Object.fromEntries(
    locales
      .filter((l) => l.code !== locale)
      .map((l) => [l.code, named?.[l.code] ?? localizePath(rest, l.code)]),
  )
}
