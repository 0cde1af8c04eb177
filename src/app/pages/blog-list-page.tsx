import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import { ArticleList, type ArticleSummary } from '../components/article-list'
import { PageHero } from '../components/page-hero'
import { loadPageHeader, type PageHeader } from '../page-header'
import type { PageLoad } from '../route-loader'

interface BlogListData extends PageHeader {
  articles: ArticleSummary[]
}

export const load: PageLoad<BlogListData> = async ({ locale, queryCollection }) => {
  const header = await loadPageHeader(queryCollection, 'blog', locale)
  const articles = await queryCollection('blogs', locale)
    .order('date', 'DESC')
    .select('title', 'description', 'date', 'image', 'path', 'minRead', 'imageMeta')
    .all()
  return { ...header, articles }
}

export function Component() {
  const { page, articles } = useLoaderData() as BlogListData
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        links={page.links}
        title={page.title}
        description={page.description}
        headline={
          <p className="text-sm text-muted">{t('blog.count', { count: articles.length })}</p>
        }
      />
      <ArticleList articles={articles} eagerFirst />
    </>
  )
}
