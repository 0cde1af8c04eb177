/**
 * Series: articles an author groups with `series: { name, order }` in their front matter. A
 * series is named in each language's own words, so its address is made from its name as a tag's
 * is (`网页上的中文` → `/blog/series/网页上的中文`, `Chinese on the web` →
 * `/en/blog/series/chinese-on-the-web`); translations find each other through their stems.
 */
import { tagSlug } from './tags.ts'

/** What an article's front matter says of its series. */
export interface SeriesField {
  name: string
  order?: number
}

/** The fields grouping and ordering need. */
export interface SeriesMember {
  path: string
  date: string
  series?: SeriesField
}

/** A series' URL segment, made as a tag's is (tags.ts). */
export const seriesSlug = (name: string): string => tagSlug(name)

/** The series page, without the locale prefix: `/blog/series/chinese-on-the-web`. */
export const seriesPath = (name: string): string => `/blog/series/${seriesSlug(name)}`

/**
 * Reading order: by `order`, those without one after those with one, then oldest first (the
 * order they were likely meant to be read in), then by path so the order never depends on input.
 */
export function bySeriesOrder(a: SeriesMember, b: SeriesMember): number {
  const oa = a.series?.order ?? Infinity
  const ob = b.series?.order ?? Infinity
  if (oa !== ob) return oa < ob ? -1 : 1
  if (a.date !== b.date) return a.date < b.date ? -1 : 1
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0
}

/** A series as its first article (in reading order) writes its name, and its articles in that order. */
export interface SeriesList<T> {
  name: string
  articles: T[]
}

/** Articles by series slug, each series in reading order (bySeriesOrder). */
export function articlesBySeries<T extends SeriesMember>(
  articles: readonly T[],
): Map<string, SeriesList<T>> {
  const index = new Map<string, SeriesList<T>>()
  for (const article of articles) {
    if (!article.series) continue
    const slug = seriesSlug(article.series.name)
    const list = index.get(slug) ?? { name: article.series.name, articles: [] }
    index.set(slug, list)
    list.articles.push(article)
  }
  for (const list of index.values()) {
    list.articles.sort(bySeriesOrder)
    list.name = list.articles[0]!.series!.name
  }
  return index
}
