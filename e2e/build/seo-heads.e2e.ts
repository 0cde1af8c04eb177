/**
 * What link previews and search engines read in every prerendered page's head (docs: SEO): one
 * absolute canonical URL, language versions, structured data, a 1200×630 social card; and drafts
 * appear nowhere. HTML is parsed by Chromium's DOMParser; the expectations come from the build's
 * own page list and the content folders (support/seo-facts.ts).
 */
import { searchSections } from '../support/search-files.ts'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import {
  abs,
  articlePaths,
  drafts,
  homes,
  origin,
  prefix,
  prerendered,
  fallbacks,
  useParser,
  type Element,
  type Parsed,
} from '../support/seo-facts.ts'
import { useBrowser } from '../support/site.ts'

const siteDir = inject('siteDir')
const parse = useParser(useBrowser())

describe('every prerendered page head', () => {
  let heads: Map<string, { doc: Parsed; head: Element }>
  beforeAll(async () => {
    heads = new Map()
    for (const path of prerendered) {
      const doc = await parse(path, 'text/html')
      heads.set(path, { doc, head: doc.all('head')[0]! })
    }
  })
  const links = (path: string, rel: string) => {
    const { doc, head } = heads.get(path)!
    return doc.all('link', head).filter((l) => l.attrs.rel === rel)
  }
  const metas = (path: string, key: string) => {
    const { doc, head } = heads.get(path)!
    const found = doc.all('meta', head).find((m) => (m.attrs.property ?? m.attrs.name) === key)
    return found?.attrs.content
  }
  const jsonLd = (path: string) => {
    const { doc, head } = heads.get(path)!
    const blocks = doc.all('script', head).filter((s) => s.attrs.type === 'application/ld+json')
    return blocks.map((s) => {
      try {
        return JSON.parse(s.text) as Record<string, unknown>
      } catch {
        throw new Error(`${path}: a JSON-LD block does not parse: ${s.text.slice(0, 120)}`)
      }
    })
  }
  const ofType = (path: string, type: string) => jsonLd(path).filter((b) => b['@type'] === type)
  const crumbs = (path: string) => {
    const [list] = ofType(path, 'BreadcrumbList') as { itemListElement: { item: string }[] }[]
    return list?.itemListElement.map((c) => c.item)
  }

  it('names exactly one absolute canonical URL and absolute language versions with x-default', () => {
    for (const path of prerendered) {
      // A fallback page names the article where it is written.
      expect(
        links(path, 'canonical').map((l) => l.attrs.href),
        path,
      ).toEqual([abs(fallbacks.get(path) ?? path)])
      const alternates = links(path, 'alternate').filter((l) => l.attrs.hreflang)
      for (const l of alternates) expect(l.attrs.href, path).toMatch(new RegExp(`^${origin}/`))
      expect(
        alternates.map((l) => l.attrs.hreflang),
        path,
      ).toContain('x-default')
    }
  })

  it('has structured data that parses; home pages describe the WebSite and the Person', () => {
    for (const path of prerendered) expect(jsonLd(path).length, path).toBeGreaterThan(0)
    for (const home of homes) {
      expect(ofType(home, 'WebSite'), home).toHaveLength(1)
      expect(ofType(home, 'Person'), home).toHaveLength(1)
    }
  })

  it('describes articles as a BlogPosting with a breadcrumb ending at the article', () => {
    for (const path of articlePaths) {
      const [post] = ofType(path, 'BlogPosting')
      expect(post, path).toBeDefined()
      for (const key of ['headline', 'datePublished', 'dateModified', 'author'])
        expect(post![key], `${path} ${key}`).toBeTruthy()
      expect(crumbs(path)?.at(-1), path).toBe(abs(path))
    }
  })

  it('gives every inner page a breadcrumb from its home page to itself', () => {
    const inner = prerendered.filter((p) => !homes.includes(p) && !articlePaths.has(p))
    expect(inner.length).toBeGreaterThan(0)
    for (const path of inner) {
      const trail = crumbs(path)
      expect(trail?.at(-1), path).toBe(abs(path))
      expect(homes.map(abs), path).toContain(trail?.[0])
    }
  })

  it('shares a 1200×630 PNG card as a large-image summary: its own, or its blog list card', async () => {
    for (const path of prerendered) {
      const image = metas(path, 'og:image') ?? ''
      // Tag, archive and series pages and later list pages share the blog list's card (one card
      // per article at scale).
      const listing =
        /^(\/[a-z]{2})?\/(tags\/|blog\/page\/|blog\/archive(\/|$)|blog\/series\/)/.exec(path)
      const owner = listing ? `${listing[1] ?? ''}/blog` : path
      expect(image, path).toBe(abs(`/og${owner === '/' ? '/index' : owner}.png`))
      expect(metas(path, 'twitter:card'), path).toBe('summary_large_image')
      const png = await readFile(join(siteDir, decodeURIComponent(new URL(image).pathname)))
      expect(png.subarray(0, 8).toString('hex'), path).toBe('89504e470d0a1a0a')
      expect(png.subarray(12, 16).toString('latin1'), path).toBe('IHDR')
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630])
    }
  })
})

describe('drafts', () => {
  it('the sample content has a draft to prove drafts stay out', () => {
    expect(drafts.map((d) => d.path)).not.toEqual([])
  })

  it('get no page, no sitemap entry, no feed item and no search entry', async () => {
    const sitemap = await readFile(join(siteDir, 'sitemap.xml'), 'utf8')
    for (const draft of drafts) {
      const loc = abs(draft.path)
      expect(prerendered, draft.path).not.toContain(draft.path)
      expect((await parse(draft.path, 'text/html')).status, draft.path).toBe(404)
      expect(sitemap, draft.path).not.toContain(`<loc>${loc}</loc>`)
      for (const feed of ['rss.xml', 'atom.xml']) {
        const xml = await readFile(join(siteDir, prefix(draft.locale), feed), 'utf8')
        expect(xml, `${draft.path} in ${feed}`).not.toContain(`${loc}<`)
        expect(xml, `${draft.path} in ${feed}`).not.toContain(`${loc}"`)
      }
      const sections = await searchSections(siteDir, draft.locale)
      const ids = sections.map((s) => s.id.split('#')[0])
      expect(ids, draft.path).not.toContain(draft.path)
    }
  })
})
