/**
 * RSS 2.0, Atom and JSON Feed per locale (`/rss.xml`, `/atom.xml`, `/feed.json`, `/en/rss.xml`…),
 * with each article's full content and absolute URLs, written with the `feed` library rather than
 * by hand: one list of items, three formats.
 */
import type { Root } from 'hast'
import { Feed } from 'feed'
import { feedPaths, siteUrl } from '../../shared/page/head-tags.ts'
import type { Locale, SiteLocales } from '../../shared/i18n/locales.ts'
import type { ImageMeta } from '../../shared/image-meta.ts'
import type { SiteConfig } from '../../shared/site-schema.ts'
import { articleHtml } from './article-html.ts'

/** The fields of an article the feed needs (its compiled body included). */
export interface FeedArticle {
  title: string
  description: string
  path: string
  date: string
  updated?: string
  image?: string
  tags: string[]
  author?: { name: string; to?: string }
  body: Root
  /** Sizes of the body's images (`PageFields.bodyImageMeta`). */
  bodyImageMeta?: Record<string, ImageMeta>
}

/** Newest first, at most this many: feed readers want recent items, not the archive. */
export const feedLimit = 50

/** A JSON Feed author (jsonfeed.org/version/1.1, "authors"). */
interface JsonAuthor {
  name?: string
  url?: string
  avatar?: string
}

/**
 * `feed` writes JSON Feed 1.0 (its `json1()`); version 1.1 adds `language` and turns each
 * `author` into an `authors` list (1.1 keeps reading `author`, but calls it deprecated). So the
 * library's output is upgraded rather than a fourth writer kept beside it (decision 0041).
 */
export function jsonFeed11(json1: string, language: string): string {
  const feed = JSON.parse(json1) as Record<string, unknown> & {
    author?: JsonAuthor
    items: (Record<string, unknown> & { author?: JsonAuthor })[]
  }
  const { author, items, ...rest } = feed
  const upgraded = {
    ...rest,
    version: 'https://jsonfeed.org/version/1.1',
    language,
    ...(author && { authors: [author] }),
    items: items.map(({ author: itemAuthor, ...item }) => ({
      ...item,
      ...(itemAuthor && { authors: [itemAuthor] }),
    })),
  }
  return `${JSON.stringify(upgraded, null, 2)}\n`
}

export function buildFeeds(
  site: SiteConfig,
  { localeDefinition, localized, localizePath, localePrefix }: SiteLocales,
  locale: Locale,
  articles: readonly FeedArticle[],
): { rss: string; atom: string; json: string } {
  const abs = (path: string) => siteUrl(site.baseUrl, path)
  const paths = feedPaths(localePrefix(locale))
  const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, feedLimit)
  const name = localized(site.title, locale)
  const home = abs(localizePath('/', locale))
  const language = localeDefinition(locale).htmlLang
  const feed = new Feed({
    id: home,
    link: home,
    title: name,
    description: localized(site.description, locale),
    language,
    image: abs(site.profile.light),
    favicon: abs('/favicon.svg'),
    copyright: `© ${name}`,
    updated: new Date(newest[0]?.updated ?? newest[0]?.date ?? '2000-01-01'),
    generator: false,
    feedLinks: { rss: abs(paths.rss), atom: abs(paths.atom), json: abs(paths.json) },
    author: { name, email: site.email, link: home },
  })
  for (const a of newest) {
    feed.addItem({
      title: a.title,
      id: abs(a.path),
      link: abs(a.path),
      description: a.description,
      content: articleHtml(a.body, site.baseUrl, a.bodyImageMeta),
      date: new Date(a.updated ?? a.date),
      published: new Date(a.date),
      image: a.image ? abs(a.image) : undefined,
      category: a.tags.map((tag) => ({ name: tag, term: tag })),
      author: [{ name: a.author?.name ?? name, link: a.author?.to ? abs(a.author.to) : home }],
    })
  }
  return { rss: feed.rss2(), atom: feed.atom1(), json: jsonFeed11(feed.json1(), language) }
}
