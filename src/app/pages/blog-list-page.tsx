import { useTranslation } from '../i18n'
import { useLoaderData } from 'react-router'
import { Link } from '../components/router-link'
import { localizePath } from '../../content/locales'
import { blogPagePath, blogPages, blogPageSize } from '../../content/pagination'
import { ArticleList, type ArticleSummary } from '../components/article-list'
import { PageHero } from '../components/page-hero'
import { getI18n } from '../i18n'
import { loadPageHeader, type PageHeader } from '../page-header'
import { notFound, type PageLoad } from '../route-loader'
import { Icon } from '../components/icon'

interface BlogListData extends PageHeader {
  articles: ArticleSummary[]
  /** Newest first; `total` counts every article of the language. */
  pagination: { page: number; pages: number; total: number; prev?: string; next?: string }
}

export const load: PageLoad<BlogListData> = async ({
  locale,
  fullPath,
  params,
  queryCollection,
}) => {
  const page = params.page === undefined ? 1 : Number(params.page)
  // Page 1 lives at /blog only, so each list page has one address.
  if (!Number.isInteger(page) || page < 1 || (params.page !== undefined && page === 1))
    notFound(fullPath, true)
  const header = await loadPageHeader(queryCollection, 'blog', locale)
  const total = await queryCollection('blogs', locale).count()
  const pages = blogPages(total)
  if (page > pages) notFound(fullPath, true)
  const articles = await queryCollection('blogs', locale)
    .order('date', 'DESC')
    .skip((page - 1) * blogPageSize)
    .limit(blogPageSize)
    .select('title', 'description', 'date', 'image', 'path', 'minRead', 'imageMeta')
    .all()
  const at = (n: number) => localizePath(blogPagePath(n), locale)
  if (page > 1) {
    const { t } = getI18n(locale)
    header.head = {
      ...header.head,
      title: t('blog.page_title', { title: header.head.title, page }),
      cardOf: localizePath('/blog', locale),
    }
  }
  return {
    ...header,
    articles,
    pagination: {
      page,
      pages,
      total,
      prev: page > 1 ? at(page - 1) : undefined,
      next: page < pages ? at(page + 1) : undefined,
    },
  }
}

function Pager({ pagination }: { pagination: BlogListData['pagination'] }) {
  const { t } = useTranslation()
  if (pagination.pages < 2) return null
  return (
    <nav aria-label={t('blog.pages')} className="mt-10 flex items-center justify-between gap-4">
      {pagination.prev ? (
        <Link to={pagination.prev} rel="prev" className="btn btn-outline text-sm">
          <Icon name="i-lucide-arrow-left" /> {t('blog.newer')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        {t('blog.page_of', { page: pagination.page, pages: pagination.pages })}
      </p>
      {pagination.next ? (
        <Link to={pagination.next} rel="next" className="btn btn-outline text-sm">
          {t('blog.older')} <Icon name="i-lucide-arrow-right" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

export function Component() {
  const { page, articles, pagination } = useLoaderData() as BlogListData
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        links={pagination.page === 1 ? page.links : []}
        title={page.title}
        description={page.description}
        headline={
          <p className="text-sm text-muted">{t('blog.count', { count: pagination.total })}</p>
        }
      />
      <ArticleList articles={articles} eagerFirst />
      <Pager pagination={pagination} />
    </>
  )
}
