/**
 * The archive (issue 34, item 6): every article by year and month, newest first, a page of
 * `listPageSize` at a time like the blog list, so a page's payload stays the same size however
 * big the blog. A month cut by a page boundary shows on both pages.
 */

export interface ArchiveMonth<T> {
  /** `2026-10` */
  month: string
  articles: T[]
}

export interface ArchiveYear<T> {
  year: string
  months: ArchiveMonth<T>[]
}

/** Articles (already newest first) grouped by year, then month, keeping their order. */
export function archiveGroups<T extends { date: string }>(
  articles: readonly T[],
): ArchiveYear<T>[] {
  const years: ArchiveYear<T>[] = []
  for (const article of articles) {
    const year = article.date.slice(0, 4)
    const month = article.date.slice(0, 7)
    if (years.at(-1)?.year !== year) years.push({ year, months: [] })
    const months = years.at(-1)!.months
    if (months.at(-1)?.month !== month) months.push({ month, articles: [] })
    months.at(-1)!.articles.push(article)
  }
  return years
}
