/**
 * What an article links to beyond its neighbours: its series (name, place, the others) and its
 * related articles, both chosen by the build (src/node/emit/emit.ts). Their titles come from the list
 * of the language's articles the article loader reads anyway; the payload holds only the series'
 * titles and the three related entries, however big the blog.
 */
import type { TFunction } from 'i18next'
import type { Article } from '../../shared/schema'
import { formatDate } from '../i18n/format'

export type Listed = Pick<Article, 'title' | 'path' | 'date'>

export interface SeriesBoxData {
  name: string
  /** The series page. */
  path: string
  /** 1 for the first. */
  place: number
  articles: Pick<Article, 'title' | 'path'>[]
}

export type RelatedEntry = Listed & { dateText: string }

/**
 * The list's entries for the paths an article names, found in one pass over the list. The query
 * builder hands each page its own copy of the list, so nothing made from one list object is ever
 * reused: an index of the whole list built per page made the prerender grow with the square of
 * the blog (a 1,000-entry map for each of 2,000 article pages).
 */
function entriesOf(list: readonly Listed[], wanted: readonly string[]): Map<string, Listed> {
  const paths = new Set(wanted)
  const found = new Map<string, Listed>()
  for (const entry of list) {
    if (!paths.has(entry.path)) continue
    found.set(entry.path, entry)
    if (found.size === paths.size) break
  }
  return found
}

export function articleLinks(
  list: readonly Listed[],
  article: Pick<Article, 'path' | 'seriesInfo' | 'related'>,
  t: TFunction,
): { series: SeriesBoxData | null; related: RelatedEntry[] } {
  const info = article.seriesInfo
  const byPath = entriesOf(list, [...(info?.articles ?? []), ...(article.related ?? [])])
  const find = (paths: string[] = []) => paths.flatMap((path) => byPath.get(path) ?? [])
  return {
    series: info
      ? {
          name: info.name,
          path: info.path,
          place: info.articles.indexOf(article.path) + 1,
          articles: find(info.articles).map(({ title, path }) => ({ title, path })),
        }
      : null,
    related: find(article.related).map((a) => ({ ...a, dateText: formatDate(t, a.date) })),
  }
}
