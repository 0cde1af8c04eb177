/**
 * Lists of articles (the blog, each tag) come in pages of `listPageSize`: a page's payload stays
 * the same size however big the blog (issue 7). Page 1 lives at the list's own path, later pages
 * under `<path>/page/<n>`, so each page has one address.
 */

/** The archive's first page (src/shared/lists/archive.ts), without the locale prefix. */
export const archivePath = '/blog/archive'

/** Articles per page of a list. */
export const listPageSize = 10

/** `/blog` for page 1, `/blog/page/2` after it (locale prefix not included). */
export function listPagePath(first: string, page: number): string {
  return page === 1 ? first : `${first}/page/${page}`
}

/** How many list pages `total` articles make (at least one, the empty list). */
export function listPages(total: number): number {
  return Math.max(1, Math.ceil(total / listPageSize))
}

/**
 * The page number a `page` route parameter asks for (none: page 1), or undefined when no page
 * has that address: not a whole number, below 1, or `page/1` (page 1 is the list's own path).
 */
export function listPageNumber(param: string | undefined): number | undefined {
  if (param === undefined) return 1
  const page = Number(param)
  return Number.isInteger(page) && page > 1 && String(page) === param ? page : undefined
}
