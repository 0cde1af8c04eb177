import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Article } from '../../../shared/schema'
import { ArticleMeta } from './article-meta'
import { ResponsiveImage } from '../responsive-image'

/** The fields a card shows, as the blog's index holds them. */
export type ArticleFields = Pick<
  Article,
  'title' | 'description' | 'date' | 'image' | 'path' | 'minRead' | 'imageMeta'
>

/** A card's article, its date written out by the loader (`withDateText`). */
export type ArticleSummary = ArticleFields & { dateText: string }

/** Articles as cards: cover, date, reading time, title and description. */
export function ArticleList({
  articles,
  eagerFirst = false,
  heading: Heading = 'h2',
}: {
  articles: ArticleSummary[]
  eagerFirst?: boolean
  /** The titles' level: h2 under a page title, h3 under a section heading (the home page). */
  heading?: 'h2' | 'h3'
}) {
  const { t } = useTranslation()
  // The first cover shown is the likely LCP element: it loads at once, the others lazily.
  const eager = eagerFirst ? articles.findIndex((a) => a.image) : -1
  return (
    <ul className="grid gap-6">
      {articles.map((article, i) => (
        <li key={article.path} className="rise">
          <Link
            to={article.path}
            className="group grid sm:grid-cols-[12rem_1fr] gap-4 rounded-lg keyboard-ring"
          >
            {article.image && (
              <ResponsiveImage
                src={article.image}
                meta={article.imageMeta?.[article.image]}
                sizes="(min-width: 640px) 12rem, 100vw"
                displayWidth={640}
                priority={i === eager}
                alt=""
                width={384}
                height={202}
                className="aspect-[1200/630] w-full rounded-lg object-cover border border-default transition group-hover:opacity-90"
              />
            )}
            <div className="min-w-0">
              <ArticleMeta
                date={article.date}
                dateText={article.dateText}
                minRead={article.minRead}
                t={t}
              />
              <Heading className="mt-1 text-lg font-semibold text-highlighted group-hover:text-accent text-balance">
                {article.title}
              </Heading>
              <p className="mt-1 text-muted line-clamp-2">{article.description}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  )
}
