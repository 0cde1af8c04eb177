/**
 * `sitemap.xml` with every prerendered page, its language alternates and `lastmod`, and
 * `robots.txt` naming it (https://www.sitemaps.org, Google's hreflang-in-sitemap format).
 */
import { siteUrl } from '../../shared/page/head-tags.ts'
import type { Locale, SiteLocales } from '../../shared/i18n/locales.ts'

export interface SitemapPage {
  path: string
  /** This page in every locale that has it (its own path included). */
  alternates: Record<Locale, string>
  /** YYYY-MM-DD. */
  updated?: string
}

const xml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

export function buildSitemap(
  baseUrl: string,
  pages: readonly SitemapPage[],
  { localeDefinition }: SiteLocales,
): string {
  const abs = (path: string) => xml(siteUrl(baseUrl, path))
  const entries = pages.map((page) => {
    const links = Object.entries(page.alternates).map(
      ([code, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${localeDefinition(code).htmlLang}" href="${abs(path)}"/>`,
    )
    return [
      '  <url>',
      `    <loc>${abs(page.path)}</loc>`,
      ...(page.updated ? [`    <lastmod>${page.updated}</lastmod>`] : []),
      ...links,
      '  </url>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

export function buildRobots(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl(baseUrl, '/sitemap.xml')}\n`
}
