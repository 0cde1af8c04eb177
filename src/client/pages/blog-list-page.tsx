import { useTranslation } from 'react-i18next'
import { Link, useLoaderData } from 'react-router'
import { localeCodes, localizePath, type Locale } from '../i18n/site-locales'
import { archivePath, listPagePath, listPages, listPageSize } from '../../shared/lists/pagination'
import { ArticleList, type ArticleSummary } from '../components/article/article-list'
import { PageHero } from '../components/page-hero'
import { withDateText } from '../i18n/format'
import { loadI18n } from '../i18n/i18n'
import { loadPageHeader, type PageHeader } from '../head/page-header'
import type { PageLoad } from '../data/route-loader'
import { ListPager } from '../components/list-pager'
import { listAlternates, listPagination, type ListPagination } from '../addresses/list-pagination'

interface BlogListData extends PageHeader {
  articles: ArticleSummary[]
  /** Newest first; `total` counts every article of the language. */
  pagination: ListPagination
  /** The language switch's targets (listAlternates). */
  alternates: Partial<Record<Locale, string>>
}

export const load: PageLoad<BlogListData> = async ({
  locale,
  fullPath,
  params,
  queryCollection,
}) => {
  const total = await queryCollection('blogs', locale).count()
  const pagination = listPagination({ param: params.page, total, first: '/blog', locale, fullPath })
  const { page } = pagination
  const header = await loadPageHeader(queryCollection, 'blog', locale)
  const articles = await queryCollection('blogs', locale)
    .order('date', 'DESC')
    .skip((page - 1) * listPageSize)
    .limit(listPageSize)
    .select('title', 'description', 'date', 'image', 'path', 'minRead', 'imageMeta')
    .all()
  const others = localeCodes.filter((other) => other !== locale)
  const counts = await Promise.all(others.map((other) => queryCollection('blogs', other).count()))
  const alternates = listAlternates(
    '/blog',
    page,
    Object.fromEntries(others.map((other, i) => [other, counts[i]])),
  )
  const { t } = await loadI18n(locale)
  if (page > 1) {
    const here = listPagePath('/blog', page)
    header.head = {
      ...header.head,
      title: t('blog.page_title', { title: header.head.title, page }),
      cardOf: localizePath('/blog', locale),
      // The same page in the languages whose blog has that many pages (the head's hreflang links).
      alternates: Object.fromEntries(
        [locale, ...others.filter((_, i) => page <= listPages(counts[i]!))].map((code) => [
          code,
          localizePath(here, code),
        ]),
      ),
    }
  }
  return { ...header, articles: withDateText(t, articles), pagination, alternates }
}

export function Component() {
  const { page, articles, pagination, lag } = useLoaderData() as BlogListData
  const { t, i18n } = useTranslation()
  return (
    <>
      <PageHero
        links={pagination.page === 1 ? page.links : []}
        title={page.title}
        lag={lag}
        phrases={page.titlePhrases}
        description={page.description}
        headline={
          <p className="text-sm text-muted">
            {t('blog.count', { count: pagination.total })} ·{' '}
            <Link
              to={localizePath(archivePath, i18n.language as Locale)}
              // Underlined: a link inside a line of text is told from it by more than colour.
              className="text-accent underline underline-offset-4"
            >
              {t('archive.link')}
            </Link>
          </p>
        }
      />
      <ArticleList articles={articles} eagerFirst />
      <ListPager pagination={pagination} />
    </>
  )
}
