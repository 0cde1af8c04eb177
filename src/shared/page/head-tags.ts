/**
 * The `<head>` of a prerendered page, for search engines and link previews: canonical URL,
 * language alternates, Open Graph and Twitter cards, feeds, and JSON-LD (WebSite and Person on
 * the home page, BlogPosting on articles, BreadcrumbList wherever there is a trail). Pure, so the
 * SSR entry renders it and tests read it without a browser.
 */
import type { Locale, SiteLocales } from '../i18n/locales.ts'
import type { SiteConfig } from '../site-schema.ts'

/** What a page's loader says about itself for the head (part of its payload). */
export interface PageHead {
  title: string
  description: string
  /** False when the title is already the full one (the home page). */
  template?: boolean
  /** `article` for blog posts. */
  type?: 'website' | 'article'
  /** The page's main image, `/images/…`, shown in link previews after the social card. */
  image?: string
  /** Publication and last-change dates, YYYY-MM-DD. */
  published?: string
  updated?: string
  tags?: string[]
  /** Pages between home and this one, for the breadcrumb: `[{ title: 'Blog', path: '/en/blog' }]`. */
  trail?: { title: string; path: string }[]
  /** This page's path in each locale that has it; absent when every locale has the same page. */
  alternates?: Record<Locale, string>
  /**
   * The address search engines should index for this page's content, when it is not the page's
   * own: an article shown in a language it was not written in names where it is written.
   */
  canonical?: string
  /**
   * The page whose social card this one shares (tag pages and later list pages use the blog
   * list's), so a big site draws one card per article, not one per listing.
   */
  cardOf?: string
}

export interface HeadInput {
  site: SiteConfig
  locales: SiteLocales
  locale: Locale
  /** URL path of the page, `/en/blog/x`. */
  path: string
  /** The full document title and description. */
  title: string
  description: string
  head?: PageHead
  /** This page in every locale (the page's own included). */
  alternates: Record<Locale, string>
  /** The social card of the page, a URL path: `/og/en/blog/x.png`. */
  card: string
  /** The sub-path the site is deployed under, `/` or `/portfolio/` (for the feed links). */
  basePath?: string
}

/**
 * An absolute URL of a site path under `baseUrl`, which may itself have a path
 * (`https://linzhou.github.io/portfolio` + `/blog` → `…/portfolio/blog`), non-ASCII encoded.
 */
export function siteUrl(baseUrl: string, path: string): string {
  return new URL(baseUrl.replace(/\/+$/, '') + path).href
}

/** Text for HTML: in an element or a double-quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)

/** JSON for a `<script>`: `<` escaped, so no text can close the element. */
const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`

/**
 * Where a locale's RSS, Atom and JSON feeds live, under its prefix (`''`, `/en`): `/rss.xml`,
 * `/en/atom.xml`, `/feed.json`.
 */
export function feedPaths(prefix: string): { rss: string; atom: string; json: string } {
  return { rss: `${prefix}/rss.xml`, atom: `${prefix}/atom.xml`, json: `${prefix}/feed.json` }
}

/** An article's markdown source beside its page: `/en/blog/x` → `/en/blog/x.md`. */
export const markdownPath = (path: string): string => `${path.replace(/\/$/, '')}.md`

/** The social card file of a page path: `/` → `/og/index.png`, `/en/blog/x` → `/og/en/blog/x.png`. */
export function cardPath(path: string): string {
  return `/og${path === '/' ? '/index' : path.replace(/\/$/, '')}.png`
}

export function headTags(input: HeadInput): string {
  const { site, locale, head } = input
  const { defaultLocale, localeDefinition, localized, localizePath, localePrefix } = input.locales
  const ogLocale = (code: Locale) => localeDefinition(code).language.replace('-', '_')
  const abs = (path: string) => siteUrl(site.baseUrl, path)
  const base = (input.basePath ?? '/').replace(/\/$/, '')
  const url = abs(head?.canonical ?? input.path)
  const name = localized(site.title, locale)
  const tags: string[] = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...Object.entries(input.alternates).map(
      ([code, path]) =>
        `<link rel="alternate" hreflang="${localeDefinition(code).htmlLang}" href="${escapeHtml(abs(path))}" />`,
    ),
  ]
  // x-default: the default language's version, or the page itself when only one language has it.
  const fallback = input.alternates[defaultLocale] ?? input.path
  if (fallback)
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(abs(fallback))}" />`)
  const feeds = feedPaths(localePrefix(locale))
  tags.push(
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(name)}" href="${base}${feeds.rss}" />`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(name)}" href="${base}${feeds.atom}" />`,
    `<link rel="alternate" type="application/feed+json" title="${escapeHtml(name)}" href="${base}${feeds.json}" />`,
  )
  if (head?.type === 'article')
    tags.push(
      `<link rel="alternate" type="text/markdown" href="${escapeHtml(base + markdownPath(input.path))}" />`,
    )
  const meta = (key: 'property' | 'name', k: string, v: string | undefined) => {
    if (v) tags.push(`<meta ${key}="${k}" content="${escapeHtml(v)}" />`)
  }
  const image = abs(input.card)
  meta('property', 'og:type', head?.type ?? 'website')
  meta('property', 'og:site_name', name)
  meta('property', 'og:title', head?.title ?? input.title)
  meta('property', 'og:description', input.description)
  meta('property', 'og:url', url)
  meta('property', 'og:locale', ogLocale(locale))
  for (const code of Object.keys(input.alternates))
    if (code !== locale) meta('property', 'og:locale:alternate', ogLocale(code))
  meta('property', 'og:image', image)
  meta('property', 'og:image:width', '1200')
  meta('property', 'og:image:height', '630')
  meta('property', 'og:image:alt', head?.title ?? input.title)
  if (head?.type === 'article') {
    meta('property', 'article:published_time', head.published)
    meta('property', 'article:modified_time', head.updated ?? head.published)
    for (const tag of head.tags ?? []) meta('property', 'article:tag', tag)
  }
  meta('name', 'twitter:card', 'summary_large_image')
  meta('name', 'twitter:title', head?.title ?? input.title)
  meta('name', 'twitter:description', input.description)
  meta('name', 'twitter:image', image)

  const home = abs(localizePath('/', locale))
  const person = {
    '@type': 'Person',
    name,
    url: home,
    image: abs(site.profile.light),
    email: `mailto:${site.email}`,
    sameAs: site.footer.links.map((l) => l.to).filter((to) => /^https?:\/\//.test(to)),
  }
  const language = localeDefinition(locale).htmlLang
  if (input.path === localizePath('/', locale)) {
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name,
        url: home,
        description: input.description,
        inLanguage: language,
      }),
      jsonLd({ '@context': 'https://schema.org', ...person }),
    )
  }
  if (head?.type === 'article') {
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: head.title,
        description: input.description,
        url,
        mainEntityOfPage: url,
        inLanguage: language,
        datePublished: head.published,
        dateModified: head.updated ?? head.published,
        keywords: head.tags?.join(', ') || undefined,
        image: [image, ...(head.image ? [abs(head.image)] : [])],
        author: person,
        publisher: person,
      }),
    )
  }
  if (head?.trail) {
    const items = [
      { title: name, path: localizePath('/', locale) },
      ...head.trail,
      { title: head.title, path: input.path },
    ]
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: items.map((item, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: item.title,
          item: abs(item.path),
        })),
      }),
    )
  }
  return tags.join('\n    ')
}
