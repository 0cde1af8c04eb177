import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { ShareChunk } from '../../../shared/artifact'
import type { Article } from '../../../shared/schema'
import { tagPath } from '../../../shared/lists/tags'
import { withBase } from '../../addresses/base-path'
import { writeLocaleCookie } from '../../i18n/locale-cookie'
import { localeDefinition, localizePath, type Locale } from '../../i18n/site-locales'
import { ArticleMeta } from './article-meta'
import { BackToBlog } from './back-to-blog'
import { Icon } from '../icon'
import { PhrasedTitle } from '../phrased-title'
import { ResponsiveImage } from '../responsive-image'
import { ShareButton } from '../share/share-button'

export interface ArticleHeaderProps {
  article: Pick<
    Article,
    | 'title'
    | 'titlePhrases'
    | 'description'
    | 'date'
    | 'updated'
    | 'minRead'
    | 'tags'
    | 'author'
    | 'image'
    | 'imageMeta'
  >
  /** The article's dates in the reader's language. */
  dates: { date: string; updated?: string }
  /** The same article in the other languages that have it: a button each. */
  translations: Record<Locale, string>
  share: ShareChunk | null
  /** The article's own language where it is not the page's (a fallback page). */
  writtenIn?: { locale: Locale }
  lang?: string
}

/**
 * An article's header: back to the blog, its dates, title, description and tags, its author, a
 * button for each translation and the share button, and its cover.
 */
export function ArticleHeader({
  article,
  dates,
  translations,
  share,
  writtenIn,
  lang,
}: ArticleHeaderProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  return (
    <header className="hero-in">
      <BackToBlog />
      <ArticleMeta
        date={article.date}
        dateText={dates.date}
        minRead={article.minRead}
        updated={article.updated}
        updatedText={dates.updated}
        t={t}
        className="mt-4"
      />
      <h1
        lang={lang}
        className="mt-3 text-3xl sm:text-4xl font-bold tracking-tight text-highlighted text-balance"
      >
        <PhrasedTitle title={article.title} phrases={article.titlePhrases} />
      </h1>
      <p lang={lang} className="mt-3 text-lg text-muted text-pretty">
        {article.description}
      </p>
      {article.tags.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('tag.label')}>
          {article.tags.map((tag) => (
            <li key={tag}>
              <Link
                // A fallback page's tags are those of the language it is written in.
                to={localizePath(tagPath(tag), writtenIn?.locale ?? locale)}
                className="rounded bg-muted px-2 py-1 text-sm text-toned hover:text-highlighted keyboard-ring"
              >
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        {article.author && (
          <Link
            to={article.author.to ?? localizePath('/about', locale)}
            className="flex items-center gap-2 text-sm"
          >
            {article.author.avatar && (
              <img
                src={withBase(article.author.avatar.src)}
                alt=""
                width={32}
                height={32}
                className="size-8 rounded-full"
              />
            )}
            <span className="text-muted">{t('blog.by')}</span>
            <span className="font-medium text-highlighted">{article.author.name}</span>
          </Link>
        )}
        <div className="flex items-center gap-2">
          {Object.entries(translations).map(([code, path]) => {
            const other = localeDefinition(code)
            return (
              <a
                key={code}
                href={withBase(path)}
                hrefLang={other.htmlLang}
                lang={other.htmlLang}
                className="btn btn-outline text-sm"
                // A choice of language, as the header's switch is: remembered for `/`.
                onClick={() => writeLocaleCookie(code as Locale)}
              >
                <Icon name="i-lucide-languages" />
                {other.readIn}
              </a>
            )
          })}
          {share && <ShareButton title={article.title} share={share} />}
        </div>
      </div>
      {article.image && (
        <ResponsiveImage
          src={article.image}
          meta={article.imageMeta?.[article.image]}
          sizes="(min-width: 768px) 720px, 100vw"
          displayWidth={720}
          priority
          alt=""
          width={1200}
          height={630}
          className="mt-8 aspect-[1200/630] w-full rounded-xl object-cover border border-default"
        />
      )}
    </header>
  )
}
