import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import type { NavItem, ShareChunk } from '../../shared/artifact'
import { navigationFor } from '../../shared/lists/navigation-window'
import { lastUpdate, outdatedFrom, today } from '../../shared/page/outdated'
import {
  localeCodes,
  localeDefinition,
  localizePath,
  splitLocale,
  type Locale,
} from '../i18n/site-locales'
import type { Article } from '../../shared/schema'
import { ArticleGuide } from '../components/article/article-guide'
import { NavTree } from '../components/article/nav-tree'
import { OutdatedNotice, type Outdated } from '../components/article/outdated-notice'
import {
  TranslationNotice,
  translationLag,
  type LanguageNote,
} from '../components/article/translation-notice'
import { PageGrid } from '../components/page-grid'
import { Toc } from '../components/article/toc'
import { RenderBody } from '../content-elements/render-body'
import { useImageZoom } from '../image-zoom/use-image-zoom'
import { formatDate } from '../i18n/format'
import { pageHead, type Head } from '../head/head'
import { loadI18n } from '../i18n/i18n'
import { notFound, type PageLoad } from '../data/route-loader'
import { articleLinks, type RelatedEntry, type SeriesBoxData } from '../data/article-links'
import { SeriesBox } from '../components/article/series-box'
import { ArticleHeader } from '../components/article/article-header'
import { RelatedArticles } from '../components/article/related-articles'
import { CardLink } from '../components/card-link'
import { CommentsSection } from '../comments/comments-section'

/** A site locale's language named in another's: `('zh', 'en')` → `Chinese`, `('en', 'zh')` → `英语`. */
function languageName(code: Locale, reader: Locale): string {
  const language = (c: Locale) => localeDefinition(c).htmlLang.split('-')[0]!
  const names = new Intl.DisplayNames([language(reader)], { type: 'language' })
  return names.of(language(code)) ?? localeDefinition(code).name
}

type Neighbour = Pick<Article, 'title' | 'path'> | null

interface ArticleData {
  head: Head
  article: Omit<
    Article,
    'bodyChunk' | 'meta' | 'id' | 'extension' | 'related' | 'seriesInfo' | 'shareChunk'
  >
  prev: Neighbour
  next: Neighbour
  /** The same article in the other languages that have it. */
  translations: Record<Locale, string>
  /** Where the language switch goes, per language: the translation, or that language's blog. */
  alternates: Record<Locale, string>
  tree: NavItem[]
  /** The article's dates in the reader's language (format.ts). */
  dates: { date: string; updated?: string }
  /** Set when site.yml's `outdatedAfterDays` is on (components/article/outdated-notice.tsx). */
  outdated?: Outdated
  /** Set on a translation its original changed since (components/article/translation-notice.tsx). */
  lag?: LanguageNote
  /**
   * Set when the article is shown in a language it was not written in (site.yml
   * `translations.fallback`, src/shared/page/fallback.ts): the language it is written in.
   */
  writtenIn?: { locale: Locale; note: LanguageNote }
  /** The content item's id, naming its file for "Edit this page" (app-footer.tsx). */
  source?: string
  series: SeriesBoxData | null
  /** At most three (src/node/emit/related-articles.ts). */
  related: RelatedEntry[]
  /** The address and QR code the share button offers (src/node/compile/file/share-qr.ts). */
  share: ShareChunk | null
}

export const load: PageLoad<ArticleData> = async ({
  locale,
  fullPath,
  queryCollection,
  source,
}) => {
  const path = fullPath.replace(/\/$/, '')
  const others = localeCodes.filter((code) => code !== locale)
  // Nothing here waits for the body but the body itself: in dev each read is a request of its
  // own, and the translations, read after the body, made a second round of them (≈0.2–0.4 s of
  // a first page at 1,000 articles). The stem is read from the collection, without the body.
  const otherLocales = queryCollection('blogs', locale)
    .path(path)
    .select('stem')
    .first()
    .then((row) =>
      Promise.all(
        others.map((other) =>
          row
            ? queryCollection('blogs', other).where('stem', '=', row.stem).select('path').first()
            : null,
        ),
      ),
    )
  const share = queryCollection('blogs', locale)
    .path(path)
    .select('shareChunk')
    .first()
    .then((row) => (row?.shareChunk ? source.share(row.shareChunk) : null))
  const [here, navigation, list, blogPage, translated, site, shared] = await Promise.all([
    queryCollection('blogs', locale).path(path).first(),
    source.navigation(locale),
    queryCollection('blogs', locale).order('date', 'DESC').select('title', 'path', 'date').all(),
    queryCollection('blog', locale).select('title', 'path').first(),
    otherLocales,
    source.site(),
    share,
  ])
  // Not written in this language: with fallback on, the article in the first language that has it.
  const rest = splitLocale(path)[1]
  const fallback = site.translations.fallback
  let found = here
  let writtenIn: Locale | undefined
  for (const other of here || !fallback ? [] : others) {
    found = await queryCollection('blogs', other).where('stem', '=', rest.slice(1)).first()
    if (found) {
      writtenIn = other
      break
    }
  }
  if (!found) notFound(fullPath, true)
  // Loaded with the page's language already; awaited so a loader never runs ahead of it.
  const { t } = await loadI18n(locale)
  const {
    bodyChunk: _chunk,
    meta: _meta,
    id: _id,
    extension: _ext,
    related: _related,
    seriesInfo: _series,
    shareChunk: _share,
    ...article
  } = found
  const index = list.findIndex((a) => a.path === article.path)
  const translations: Record<Locale, string> = {}
  const alternates: Record<Locale, string> = {}
  others.forEach((other, i) => {
    const translation = translated[i]?.path
    if (translation) translations[other] = translation
    // Without a translation, the other language's blog; with fallback on, this article there.
    alternates[other] = translation ?? localizePath(fallback ? rest : '/blog', other)
  })
  const since = lastUpdate(article)
  const from = outdatedFrom(since, site.outdatedAfterDays)
  return {
    head: pageHead(article, {
      type: 'article',
      image: article.image,
      published: article.date,
      updated: article.updated,
      tags: article.tags,
      trail: blogPage ? [{ title: blogPage.title, path: blogPage.path }] : [],
      // A fallback page is no translation: hreflang names the article where it was written.
      alternates: { ...translations, [writtenIn ?? locale]: article.path },
      canonical: writtenIn && article.path,
    }),
    article,
    // Previous is the older article, next the newer one; a fallback page is in neither list.
    prev: (!writtenIn && list[index + 1]) || null,
    next: (!writtenIn && list[index - 1]) || null,
    ...(writtenIn ? { series: null, related: [] } : articleLinks(list, found, t)),
    translations,
    alternates,
    tree: navigationFor(navigation, article.path),
    dates: {
      date: formatDate(t, article.date),
      updated: article.updated && formatDate(t, article.updated),
    },
    outdated: from ? { from, atBuild: today() >= from, date: formatDate(t, since) } : undefined,
    lag: translationLag(article.translationBehind, t),
    writtenIn: writtenIn
      ? {
          locale: writtenIn,
          note: { text: t('translation.fallback', { language: languageName(writtenIn, locale) }) },
        }
      : undefined,
    source: found.id,
    share: shared,
  }
}

function NeighbourLink({
  article,
  label,
  align,
}: {
  article: Neighbour
  label: string
  align: 'left' | 'right'
}) {
  if (!article) return <span />
  return (
    <CardLink
      to={article.path}
      label={label}
      title={article.title}
      className={align === 'right' ? 'text-right' : ''}
    />
  )
}

export function Component() {
  const data = useLoaderData() as ArticleData
  const { article, prev, next, translations, tree, dates, outdated, lag, series, related } = data
  const { share, writtenIn } = data
  // A fallback page's article keeps its own language, for screen readers, fonts and line breaks.
  const lang = writtenIn && localeDefinition(writtenIn.locale).htmlLang
  const { t } = useTranslation()
  const body = useRef<HTMLDivElement>(null)
  useImageZoom(body, article.path)
  return (
    <div className="pt-8">
      <div className="reading-progress" aria-hidden="true" />
      <PageGrid
        left={<NavTree tree={tree} />}
        right={<Toc key={article.path} toc={article.toc} lang={lang} />}
        labels={{ left: t('blog.tree'), right: t('ui.onThisPage') }}
      >
        <article>
          <ArticleHeader
            article={article}
            dates={dates}
            translations={translations}
            share={share}
            writtenIn={writtenIn}
            lang={lang}
          />
          {writtenIn && <TranslationNotice note={writtenIn.note} />}
          {lag && <TranslationNotice note={lag} />}
          {outdated && <OutdatedNotice outdated={outdated} />}
          {series && <SeriesBox series={series} current={article.path} />}
          <ArticleGuide key={article.path} toc={article.toc} tree={tree} lang={lang} />
          <div ref={body} lang={lang} className="prose mt-10">
            {article.body && (
              <RenderBody body={article.body} images={article.bodyImageMeta} math={article.math} />
            )}
          </div>
        </article>
        <RelatedArticles articles={related} />
        <nav
          aria-label={`${t('blog.prev')} / ${t('blog.next')}`}
          className="mt-16 grid gap-4 sm:grid-cols-2"
        >
          <NeighbourLink article={prev} label={t('blog.prev')} align="left" />
          <NeighbourLink article={next} label={t('blog.next')} align="right" />
        </nav>
        <CommentsSection key={article.path} path={article.path} />
      </PageGrid>
    </div>
  )
}
