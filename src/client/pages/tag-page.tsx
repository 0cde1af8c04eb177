import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import { collectionName, localeCodes, localizePath, type Locale } from '../i18n/site-locales'
import { listPagePath, listPageSize } from '../../shared/lists/pagination'
import {
  articlesByTag,
  counterpartTag,
  tagPath,
  tagSlug,
  type TagList,
} from '../../shared/lists/tags'
import {
  ArticleList,
  type ArticleFields,
  type ArticleSummary,
} from '../components/article/article-list'
import { ListPager } from '../components/list-pager'
import { PageHero } from '../components/page-hero'
import type { Head } from '../head/head'
import { withDateText } from '../i18n/format'
import { loadI18n } from '../i18n/i18n'
import { listAlternates, listPagination, type ListPagination } from '../addresses/list-pagination'
import { notFound, type LoadContext, type PageLoad } from '../data/route-loader'
import { BackToBlog } from '../components/article/back-to-blog'

interface TagData {
  head: Head
  tag: string
  /** One page of them, newest first; `pagination.total` counts every article with the tag. */
  articles: ArticleSummary[]
  pagination: ListPagination
  /** The language switch's targets: the same tag in each other language (counterpartTag), else its blog. */
  alternates: Partial<Record<Locale, string>>
}

type Tagged = ArticleFields & { tags: string[]; updated?: string; stem: string }

/**
 * A language's articles by tag slug, newest first, per article list (lists are read once and
 * never change, source.ts): the prerender renders every page of every tag, and filtering the
 * whole blog for each of them grew with the square of the blog.
 */
const byTag = new WeakMap<readonly unknown[], Map<string, TagList<Tagged>>>()

async function tagIndex(
  context: LoadContext,
  locale: Locale,
): Promise<Map<string, TagList<Tagged>>> {
  const list = await context.source.index(collectionName('blogs', locale))
  let index = byTag.get(list)
  if (!index) {
    const articles = await context
      .queryCollection('blogs', locale)
      .order('date', 'DESC')
      .select(
        'title',
        'description',
        'date',
        'image',
        'path',
        'minRead',
        'imageMeta',
        'tags',
        'updated',
        'stem',
      )
      .all()
    index = articlesByTag(articles)
    byTag.set(list, index)
  }
  return index
}

/**
 * The articles with one tag, newest first, a page of them at a time like the blog list (issue 6:
 * a page per tag in each language; issue 7: no payload grows with the site).
 */
export const load: PageLoad<TagData> = async (context) => {
  const { locale, fullPath, params } = context
  // The router hands the name decoded (`/tags/100%25-css` → `100%-css`).
  const slug = tagSlug(params.tag ?? '')
  const others = localeCodes.filter((other) => other !== locale)
  const [here, ...elsewhere] = await Promise.all(
    [locale, ...others].map((code) => tagIndex(context, code)),
  )
  const found = here!.get(slug)
  if (!found) notFound(fullPath, true)
  const { tag, articles: tagged } = found
  const first = tagPath(tag)
  const pagination = listPagination({
    param: params.page,
    total: tagged.length,
    first,
    locale,
    fullPath,
  })
  const { page } = pagination
  const { t } = await loadI18n(locale)
  const blog = localizePath('/blog', locale)
  const title = t('tag.title', { tag })
  return {
    head: {
      title: page > 1 ? t('blog.page_title', { title, page }) : title,
      description: t('tag.description', { tag, count: tagged.length }),
      trail: [{ title: t('blog.name'), path: blog }],
      cardOf: blog,
      updated: tagged
        .map((a) => a.updated ?? a.date)
        .sort()
        .at(-1),
      // Tags are words of one language: the page exists only in its own.
      alternates: { [locale]: localizePath(listPagePath(first, page), locale) },
    },
    tag,
    articles: withDateText(
      t,
      tagged
        .slice((page - 1) * listPageSize, page * listPageSize)
        .map(({ tags: _tags, updated: _updated, stem: _stem, ...a }) => a),
    ),
    pagination,
    alternates: Object.assign(
      {},
      ...others.map((other, i) => {
        const there = counterpartTag(slug, tagged, elsewhere[i]!)
        const first = there ? tagPath(there.tag) : '/blog'
        return listAlternates(first, page, { [other]: there?.articles.length ?? 0 })
      }),
    ) as TagData['alternates'],
  }
}

export function Component() {
  const { tag, articles, pagination } = useLoaderData() as TagData
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        headline={<BackToBlog />}
        title={t('tag.title', { tag })}
        description={t('tag.description', { tag, count: pagination.total })}
      />
      <ArticleList articles={articles} eagerFirst />
      <ListPager pagination={pagination} />
    </>
  )
}
