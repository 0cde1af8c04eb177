/**
 * What feed readers and crawlers read beside the pages (docs: SEO): the four feeds parse back
 * with full, absolute content, the home page advertises them, and the sitemap lists exactly the
 * prerendered pages with their language versions. XML is parsed by Chromium's DOMParser; the
 * expectations come from the build's own page list and the content folders (support/seo-facts.ts).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import {
  abs,
  locales,
  origin,
  pathOf,
  prefix,
  prerendered,
  fallbacks,
  published,
  relative,
  text,
  useParser,
} from '../support/seo-facts.ts'
import { open, useBrowser } from '../support/site.ts'

const siteDir = inject('siteDir')
const parse = useParser(useBrowser())

describe.each(locales)('the %s feeds', (locale) => {
  const rss = `${prefix(locale)}/rss.xml`
  const atom = `${prefix(locale)}/atom.xml`
  const expected = published.filter((a) => a.locale === locale).map((a) => abs(a.path))

  it('RSS parses and lists every published article with title, link, date and full content', async () => {
    const doc = await parse(rss, 'application/xml')
    expect(doc.status).toBe(200)
    expect(doc.error).toBe(false)
    const self = doc.all('link').filter((l) => l.attrs.rel === 'self')
    expect(self.map((l) => l.attrs.href)).toEqual([abs(rss)])
    const channel = doc.all('channel')[0]!
    const items = doc.all('item', channel)
    expect(items.length).toBe(Math.min(expected.length, 50))
    const links = items.map((item) => text(doc, 'link', item) ?? '')
    expect(new Set(links).size).toBe(links.length)
    for (const [i, item] of items.entries()) {
      expect(text(doc, 'title', item), links[i]).toBeTruthy()
      expect(links[i]).toMatch(new RegExp(`^${origin}/`))
      expect(prerendered).toContain(pathOf(links[i]!))
      expect(expected).toContain(links[i])
      expect(Date.parse(text(doc, 'pubDate', item) ?? ''), links[i]).not.toBeNaN()
      const content = text(doc, 'encoded', item) ?? ''
      expect(content.length, links[i]).toBeGreaterThan(200)
      expect(relative(content), links[i]).toEqual([])
    }
  })

  it('Atom parses and carries the same articles with full, absolute content', async () => {
    const [doc, rssDoc] = await Promise.all([
      parse(atom, 'application/xml'),
      parse(rss, 'application/xml'),
    ])
    expect(doc.status).toBe(200)
    expect(doc.error).toBe(false)
    const feed = doc.all('feed')[0]!
    const self = doc.all('link').filter((l) => l.attrs.rel === 'self' && l.parent === 0)
    expect(self.map((l) => l.attrs.href)).toEqual([abs(atom)])
    const entries = doc.all('entry', feed)
    const links = entries.map(
      (entry) =>
        doc.all('link', entry).find((l) => (l.attrs.rel ?? 'alternate') === 'alternate')?.attrs
          .href,
    )
    const rssLinks = rssDoc.all('item').map((item) => text(rssDoc, 'link', item))
    expect(links).toEqual(rssLinks)
    for (const [i, entry] of entries.entries()) {
      expect(text(doc, 'title', entry), links[i]).toBeTruthy()
      expect(Date.parse(text(doc, 'updated', entry) ?? ''), links[i]).not.toBeNaN()
      const content = text(doc, 'content', entry) ?? ''
      expect(content.length, links[i]).toBeGreaterThan(200)
      expect(relative(content), links[i]).toEqual([])
    }
  })

  it('the home page advertises the RSS feed in its head and its footer', async () => {
    const home = prefix(locale) || '/'
    const doc = await parse(home, 'text/html')
    const head = doc.all('head')[0]!
    const feeds = doc.all('link', head).filter((l) => l.attrs.type === 'application/rss+xml')
    expect(feeds.map((l) => l.attrs.href)).toContain(rss)
    const { page: shown } = await open(home)
    await expect.poll(() => shown.locator(`footer a[href="${rss}"]`).count()).toBeGreaterThan(0)
    await shown.close()
  })
})

describe('the sitemap', () => {
  it('lists every prerendered page exactly once, with a date and its language versions', async () => {
    const doc = await parse('/sitemap.xml', 'application/xml')
    expect(doc.status).toBe(200)
    expect(doc.error).toBe(false)
    const entries = doc.all('url')
    const locs = entries.map((u) => text(doc, 'loc', u))
    // Every page but the fallback pages, which are prerendered and are no translations.
    expect(fallbacks.size).toBeGreaterThan(0)
    for (const path of fallbacks.keys()) expect(prerendered, path).toContain(path)
    const pages = prerendered.filter((path) => !fallbacks.has(path))
    expect([...locs].sort()).toEqual(pages.map(abs).sort())
    for (const [i, entry] of entries.entries()) {
      expect(text(doc, 'lastmod', entry), locs[i]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const alternates = doc.all('link', entry).filter((l) => l.attrs.rel === 'alternate')
      expect(
        alternates.map((l) => l.attrs.href),
        locs[i],
      ).toContain(locs[i])
      for (const l of alternates) expect(l.attrs.hreflang, locs[i]).toBeTruthy()
    }
  })

  it('pairs each article with its translations, and only with languages that have one', async () => {
    const doc = await parse('/sitemap.xml', 'application/xml')
    const bilingual = published.filter((a) => published.filter((b) => b.slug === a.slug).length > 1)
    expect(bilingual.length).toBeGreaterThan(0)
    for (const article of published) {
      const entry = doc.all('url').find((u) => text(doc, 'loc', u) === abs(article.path))
      expect(entry, article.path).toBeDefined()
      const alternates = doc.all('link', entry).map((l) => l.attrs.href)
      const versions = published.filter((b) => b.slug === article.slug).map((b) => abs(b.path))
      expect([...alternates].sort(), article.path).toEqual(versions.sort())
    }
  })

  it('is named in robots.txt', async () => {
    const robots = await readFile(join(siteDir, 'robots.txt'), 'utf8')
    expect(robots).toMatch(new RegExp(`^Sitemap: ${abs('/sitemap.xml')}$`, 'm'))
  })
})
