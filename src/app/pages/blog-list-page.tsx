import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import type { BlogPage } from '../../content/schema'
import { ArticleList, type ArticleSummary } from '../components/article-list'
import { ButtonLink } from '../components/button-link'
import { PageHero } from '../components/page-hero'
import type { Head } from '../head'
import type { PageLoad } from '../route-loader'

interface BlogListData {
  head: Head
  page: Pick<BlogPage, 'title' | 'description' | 'links'>
  articles: ArticleSummary[]
}

export const load: PageLoad<BlogListData> = async ({ locale, queryCollection }) => {
  const page = await queryCollection('blog', locale)
    .select('title', 'description', 'links', 'seo')
    .first()
  if (!page) throw new Error('The blog page content (blog.yml) is missing.')
  const articles = await queryCollection('blogs', locale)
    .order('date', 'DESC')
    .select('title', 'description', 'date', 'image', 'path', 'minRead')
    .all()
  return {
    head: {
      title: page.seo.title ?? page.title,
      description: page.seo.description ?? page.description,
    },
    page: { title: page.title, description: page.description, links: page.links },
    articles,
  }
}

export function Component() {
  const { page, articles } = useLoaderData() as BlogListData
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        title={page.title}
        description={page.description}
        headline={
          <p className="text-sm text-muted">{t('blog.count', { count: articles.length })}</p>
        }
      >
        {page.links.map((link) => (
          <ButtonLink key={link.to} link={link} />
        ))}
      </PageHero>
      <ArticleList articles={articles} eagerFirst />
    </>
  )
}
