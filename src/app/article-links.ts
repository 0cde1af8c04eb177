/**
 * What an article links to beyond its neighbours: its series (name, place, the others) and its
 * related articles, both chosen by the build (src/build/emit.ts). Their titles come from the list
 * of the language's articles the article loader reads anyway; the payload holds only the series'
 * titles and the three related entries, however big the blog.
 */
import type { TFunction } from 'i18next'
import type { Article } from '../content/schema'
import { formatDate } from './format'

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
 * A list's articles by path, made once per list (the query builder hands every article page the
 * same list object): the prerender renders every article, and a search of the whole list for
 * each grew with the square of the blog.
 */
const indexes = new WeakMap<readonly Listed[], Map<string, Listed>>()

export function articleLinks(
  list: readonly Listed[],
  article: Pick<Article, 'path' | 'seriesInfo' | 'related'>,
  t: TFunction,
): { series: SeriesBoxData | null; related: RelatedEntry[] } {
  let byPath = indexes.get(list)
  if (!byPath) indexes.set(list, (byPath = new Map(list.map((a) => [a.path, a]))))
  const find = (paths: string[] = []) => paths.flatMap((path) => byPath.get(path) ?? [])
  const info = article.seriesInfo
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
