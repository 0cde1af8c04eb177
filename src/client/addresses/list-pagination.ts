/**
 * The page of a paginated list a loader is asked for (the blog, a tag): its number, how many
 * there are, and the addresses of its neighbours. An address no page has is a fatal 404.
 */
import { localizePath, type Locale } from '../i18n/site-locales'
import { listPageNumber, listPagePath, listPages } from '../../shared/lists/pagination'
import { notFound } from '../data/route-loader'

/** Where a list page stands among its list's pages; `total` counts the list's articles. */
export interface ListPagination {
  page: number
  pages: number
  total: number
  prev?: string
  next?: string
}

export function listPagination(options: {
  /** The route's `page` parameter (undefined on the list's own path). */
  param: string | undefined
  total: number
  /** The list's own path, without the locale prefix: `/blog`, `/tags/rust`. */
  first: string
  locale: Locale
  fullPath: string
}): ListPagination {
  const { total, first, locale, fullPath } = options
  const page = listPageNumber(options.param)
  const pages = listPages(total)
  if (page === undefined || page > pages) notFound(fullPath, true)
  const at = (n: number) => localizePath(listPagePath(first, n), locale)
  return {
    page,
    pages,
    total,
    prev: page > 1 ? at(page - 1) : undefined,
    next: page < pages ? at(page + 1) : undefined,
  }
}

/**
 * Where the language switch goes from page `page` of a list (SPEC §4): the same page of the same
 * list in each other language when that language has it, else that list's first page, else the
 * blog. `counts` are the list's articles in each other language (0: it has no such list).
 */
export function listAlternates(
  first: string,
  page: number,
  counts: Partial<Record<Locale, number>>,
): Partial<Record<Locale, string>> {
  return Object.fromEntries(
    Object.entries(counts).map(([other, count]) => {
      const path = !count ? '/blog' : listPagePath(first, page <= listPages(count) ? page : 1)
      return [other, localizePath(path, other as Locale)]
    }),
  )
}
