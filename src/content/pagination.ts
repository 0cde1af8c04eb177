/** Articles per page of the blog list: a page's payload stays the same size however big the blog. */
export const blogPageSize = 10

/** `/blog` for page 1, `/blog/page/2` after it (locale prefix not included). */
export function blogPagePath(page: number): string {
  return page === 1 ? '/blog' : `/blog/page/${page}`
}

/** How many list pages `total` articles make (at least one, the empty list). */
export function blogPages(total: number): number {
  return Math.max(1, Math.ceil(total / blogPageSize))
}
