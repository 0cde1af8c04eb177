import { useTranslation } from 'react-i18next'
import { Link, useLoaderData } from 'react-router'
import { collectionName, localeCodes, localizePath, type Locale } from '../i18n/site-locales'
import type { Article } from '../../shared/schema'
import {
  articlesBySeries,
  seriesPath,
  seriesSlug,
  type SeriesList,
} from '../../shared/lists/series'
import { ArticleMeta } from '../components/article/article-meta'
import { PageHero } from '../components/page-hero'
import { withDateText } from '../i18n/format'
import type { Head } from '../head/head'
import { loadI18n } from '../i18n/i18n'
import { notFound, type LoadContext, type PageLoad } from '../data/route-loader'
import { BackToBlog } from '../components/article/back-to-blog'

type Member = Pick<
  Article,
  'title' | 'description' | 'date' | 'path' | 'minRead' | 'series' | 'stem' | 'updated'
>

interface SeriesData {
  head: Head
  name: string
  /** In reading order. */
  articles: (Omit<Member, 'series' | 'stem' | 'updated'> & { dateText: string })[]
  /** The language switch's targets: the series holding a translation, else that blog. */
  alternates: Partial<Record<Locale, string>>
}

/** A language's series by slug, made once per article list (as the tag page does). */
const bySeries = new WeakMap<readonly unknown[], Map<string, SeriesList<Member>>>()

async function seriesIndex(context: LoadContext, locale: Locale) {
  const list = await context.source.index(collectionName('blogs', locale))
  let index = bySeries.get(list)
  if (!index) {
    const articles = await context
      .queryCollection('blogs', locale)
      .select('title', 'description', 'date', 'path', 'minRead', 'series', 'stem', 'updated')
      .all()
    index = articlesBySeries(articles)
    bySeries.set(list, index)
  }
  return index
}

/** Every article of one series in reading order; a page per series in each language. */
export const load: PageLoad<SeriesData> = async (context) => {
  const { locale, fullPath, params } = context
  const others = localeCodes.filter((other) => other !== locale)
  const [here, ...elsewhere] = await Promise.all(
    [locale, ...others].map((code) => seriesIndex(context, code)),
  )
  const found = here!.get(seriesSlug(params.series ?? ''))
  if (!found) notFound(fullPath, true)
  const stems = new Set(found.articles.map((a) => a.stem))
  // The same series in another language: the one its translations belong to.
  const translated = others.map((other, i) => {
    const series = [...elsewhere[i]!.values()].find((s) =>
      s.articles.some((a) => stems.has(a.stem)),
    )
    return [other, series && localizePath(seriesPath(series.name), other)] as const
  })
  const { t } = await loadI18n(locale)
  const blog = localizePath('/blog', locale)
  const path = localizePath(seriesPath(found.name), locale)
  const count = found.articles.length
  return {
    head: {
      title: t('series.title', { name: found.name }),
      description: t('series.description', { name: found.name, count }),
      trail: [{ title: t('blog.name'), path: blog }],
      cardOf: blog,
      updated: found.articles
        .map((a) => a.updated ?? a.date)
        .sort()
        .at(-1),
      alternates: {
        [locale]: path,
        ...Object.fromEntries(translated.filter((entry): entry is [Locale, string] => !!entry[1])),
      },
    },
    name: found.name,
    articles: withDateText(
      t,
      found.articles.map(({ series: _series, stem: _stem, updated: _updated, ...a }) => a),
    ),
    alternates: Object.fromEntries(
      translated.map(([other, p]) => [other, p ?? localizePath('/blog', other)]),
    ),
  }
}

export function Component() {
  const { name, articles } = useLoaderData() as SeriesData
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        headline={<BackToBlog />}
        title={t('series.title', { name })}
        description={t('series.description', { name, count: articles.length })}
      />
      <ol className="grid gap-4">
        {articles.map((a, i) => (
          <li key={a.path}>
            <Link to={a.path} className="group card flex gap-4 p-4 sm:p-5 keyboard-ring">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-sm font-semibold text-toned">
                {i + 1}
              </span>
              <div className="min-w-0">
                <ArticleMeta date={a.date} dateText={a.dateText} minRead={a.minRead} t={t} />
                <span className="mt-1 block text-lg font-semibold text-highlighted group-hover:text-accent text-balance">
                  {a.title}
                </span>
                <span className="mt-1 text-muted line-clamp-2">{a.description}</span>
              </div>
            </Link>
          </li>
        ))}
      </ol>
    </>
  )
}
