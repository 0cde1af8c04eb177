import { useTranslation } from '../i18n'
import { useLoaderData } from 'react-router'
import { Link } from '../components/router-link'
import { localizePath } from '../../content/locales'
import { tagSlug } from '../../content/tags'
import { ArticleList, type ArticleSummary } from '../components/article-list'
import { PageHero } from '../components/page-hero'
import type { Head } from '../head'
import { getI18n } from '../i18n'
import { notFound, type PageLoad } from '../route-loader'
import { useSite } from '../site-context'
import { Icon } from '../components/icon'

interface TagData {
  head: Head
  tag: string
  articles: ArticleSummary[]
}

/** Every article with one tag, newest first (issue 6: a page per tag in each language). */
export const load: PageLoad<TagData> = async ({ locale, fullPath, params, queryCollection }) => {
  const slug = tagSlug(decodeURIComponent(params.tag ?? ''))
  const articles = await queryCollection('blogs', locale)
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
    )
    .all()
  const tagged = articles.filter((a) => a.tags.some((t) => tagSlug(t) === slug))
  const tag = tagged[0]?.tags.find((t) => tagSlug(t) === slug)
  if (!tag) notFound(fullPath, true)
  const { t } = getI18n(locale)
  const blog = localizePath('/blog', locale)
  return {
    head: {
      title: t('tag.title', { tag }),
      description: t('tag.description', { tag, count: tagged.length }),
      trail: [{ title: t('blog.name'), path: blog }],
      cardOf: blog,
      updated: tagged
        .map((a) => a.updated ?? a.date)
        .sort()
        .at(-1),
      // Tags are words of one language: the page exists only in its own.
      alternates: { [locale]: localizePath(`/tags/${slug}`, locale) },
    },
    tag,
    articles: tagged.map(({ tags: _tags, updated: _updated, ...a }) => a),
  }
}

export function Component() {
  const { tag, articles } = useLoaderData() as TagData
  const { t } = useTranslation()
  const { locale } = useSite()
  return (
    <>
      <PageHero
        headline={
          <Link to={localizePath('/blog', locale)} className="btn btn-link text-sm">
            <Icon name="i-lucide-arrow-left" /> {t('blog.back')}
          </Link>
        }
        title={t('tag.title', { tag })}
        description={t('tag.description', { tag, count: articles.length })}
      />
      <ArticleList articles={articles} eagerFirst />
    </>
  )
}
