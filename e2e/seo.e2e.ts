/**
 * What crawlers, feed readers and link previews see (docs: SEO): every prerendered page names its
 * canonical URL, its language versions and structured data; the sitemap lists exactly the
 * prerendered pages; the four feeds parse back with full, absolute content; every page has a
 * 1200×630 social card; drafts appear nowhere. XML and HTML are parsed by Chromium's DOMParser, and
 * the expectations come from the build's own page list and the repository's content folders.
 */
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { repoRoot } from './support/project-fs'
import { open, url, useBrowser } from './support/site'

const browser = useBrowser()
const siteDir = inject('siteDir')
const origin = 'https://linzhou.dev'
// As a URL is written: non-ASCII paths (Chinese tags) percent-encoded.
const abs = (path: string) => new URL(path, origin).href

// The truth about the build: the pages it prerendered.
const latest = JSON.parse(await readFile(join(siteDir, 'assets/builds/latest.json'), 'utf8'))
const meta = JSON.parse(
  await readFile(join(siteDir, `assets/builds/meta/${latest.id}.json`), 'utf8'),
)
const prerendered: string[] = meta.prerendered

// The truth about the content: every article per locale, published or not.
const contentDir = join(repoRoot, 'content')
const site = await readFile(join(contentDir, 'site.yml'), 'utf8')
const defaultLocale = site.match(/^defaultLocale:\s*(\S+)/m)![1]!
const locales = (await readdir(contentDir, { withFileTypes: true }))
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
const prefix = (locale: string) => (locale === defaultLocale ? '' : `/${locale}`)
const today = new Date().toISOString().slice(0, 10)
const articles: { locale: string; slug: string; path: string; date: string; draft: boolean }[] = []
for (const locale of locales) {
  const dir = join(contentDir, locale, 'blog')
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[])
  for (const file of files.filter((f) => f.endsWith('.md')).sort()) {
    const text = await readFile(join(dir, file), 'utf8')
    const front = text.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? ''
    const slug = file.replace(/\.md$/, '').split('\\').join('/')
    articles.push({
      locale,
      slug,
      path: `${prefix(locale)}/blog/${slug}`,
      date: front.match(/^date:\s*['"]?(\d{4}-\d{2}-\d{2})/m)?.[1] ?? '',
      draft: /^draft:\s*true\s*$/m.test(front),
    })
  }
}
const published = articles.filter((a) => !a.draft && a.date !== '' && a.date <= today)
const drafts = articles.filter((a) => a.draft)
const articlePaths = new Set(published.map((a) => a.path))
const homes = locales.map((l) => prefix(l) || '/')

/** One parsed document, flattened: each element with its parent's index and, if a leaf, its text. */
type Element = { name: string; parent: number; attrs: Record<string, string>; text: string }
interface Parsed {
  status: number
  error: boolean
  all: (name: string, under?: Element) => Element[]
}

let page: Page
beforeAll(async () => {
  page = await browser().newPage({ serviceWorkers: 'block' })
  await page.goto(url('/robots.txt'))
})
afterAll(() => page?.close())

/** Fetches a path from the served site and parses it with the browser's DOMParser. */
async function parse(path: string, type: 'application/xml' | 'text/html'): Promise<Parsed> {
  const { status, error, elements } = await page.evaluate(
    async ([href, type]) => {
      const response = await fetch(href)
      const doc = new DOMParser().parseFromString(await response.text(), type)
      const all = [...doc.getElementsByTagName('*')]
      const index = new Map(all.map((el, i) => [el, i]))
      return {
        status: response.status,
        error: doc.getElementsByTagName('parsererror').length > 0,
        elements: all.map((el) => ({
          name: el.localName,
          parent: el.parentElement ? index.get(el.parentElement)! : -1,
          attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
          text: el.children.length ? '' : (el.textContent ?? ''),
        })),
      }
    },
    [url(path), type] as const,
  )
  const under = (el: Element, root: Element) => {
    for (let p = el.parent; p >= 0; p = elements[p]!.parent) if (elements[p] === root) return true
    return false
  }
  const all = (name: string, root?: Element) =>
    elements.filter((el) => el.name === name && (!root || under(el, root)))
  return { status, error, all }
}

const text = (doc: Parsed, name: string, root: Element) => doc.all(name, root)[0]?.text.trim()
const pathOf = (href: string) => (href.startsWith(origin) ? new URL(href).pathname : href)
/** Root-relative links or images inside feed content break in every feed reader. */
const relative = (html: string) =>
  [...html.matchAll(/\s(?:href|src|srcset|poster)="[^"]*/g)]
    .map((m) => m[0].trim())
    .filter((attr) => /="\/(?!\/)|,\s*\/(?!\/)/.test(attr))

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
    expect([...locs].sort()).toEqual(prerendered.map(abs).sort())
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
      expect(
        links(path, 'canonical').map((l) => l.attrs.href),
        path,
      ).toEqual([abs(path)])
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
      // Tag pages and later list pages share the blog list's card (one card per article at scale).
      const listing = /^(\/[a-z]{2})?\/(tags|blog\/page)\//.exec(path)
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
    const manifest = JSON.parse(await readFile(join(siteDir, '_content/manifest.json'), 'utf8'))
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
      const sections: { id: string }[] = JSON.parse(
        await readFile(join(siteDir, '_content', manifest.search[draft.locale]), 'utf8'),
      )
      const ids = sections.map((s) => s.id.split('#')[0])
      expect(ids, draft.path).not.toContain(draft.path)
    }
  })
})

describe('images', () => {
  it('serves content images as webp variants with srcset, sizes and their own size', async () => {
    const { page } = await open('/en/blog/font-subsetting-with-rust')
    const inline = await page.locator('article .prose img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        srcset: img.getAttribute('srcset') ?? '',
        sizes: img.getAttribute('sizes'),
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        loading: img.getAttribute('loading'),
        natural: (img as HTMLImageElement).naturalWidth,
      })),
    )
    expect(inline.length).toBeGreaterThan(0)
    for (const img of inline) {
      expect(img.srcset).toMatch(/^\/_images\/\S+-320\.[0-9a-f]{8}\.webp 320w, /)
      expect(img.sizes).toBeTruthy()
      expect(img.width).toBeGreaterThan(0)
      expect(img.height).toBeGreaterThan(0)
      expect(img.loading).toBe('lazy')
    }
    // Every variant named in a srcset is really there, as webp.
    const first = inline[0]!.srcset.split(', ')[0]!.split(' ')[0]!
    const response = await fetch(url(first))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    await page.close()
  })

  it('loads the article cover at once with high priority, and list covers lazily', async () => {
    const { page } = await open('/blog/why-static-sites')
    const cover = page.locator('article header img[fetchpriority="high"]')
    expect(await cover.getAttribute('loading')).toBe('eager')
    expect(await cover.getAttribute('srcset')).toContain('/_images/blog/why-static-sites-')
    await page.goto(url('/blog'), { waitUntil: 'networkidle' })
    const loading = await page
      .locator('main li img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))
    expect(loading[0]).toBe('eager')
    expect(loading.slice(1).every((l) => l === 'lazy')).toBe(true)
    await page.close()
  })
})

describe('tags', () => {
  it('links every tag of an article to a page listing the articles with that tag', async () => {
    const { page } = await open('/en/blog/why-static-sites')
    const tags = page.locator('article header ul[aria-label="Tags"] a')
    expect(await tags.count()).toBeGreaterThan(0)
    const href = (await tags.first().getAttribute('href'))!
    await tags.first().click()
    await page.waitForURL(url(href))
    await expect
      .poll(() => page.locator('main a[href="/en/blog/why-static-sites"]').count())
      .toBeGreaterThan(0)
    expect(prerendered).toContain(decodeURIComponent(href))
    await page.close()
  })

  it('prerenders Chinese tag pages under their Chinese names', async () => {
    const chinese = prerendered.filter((p) => /^\/tags\/\p{Script=Han}+$/u.test(p))
    expect(chinese.length).toBeGreaterThan(0)
    const { page, status } = await open(encodeURI(chinese[0]!))
    expect(status).toBe(200)
    expect(await page.locator('h1').innerText()).toContain(chinese[0]!.slice(6))
    await page.close()
  })
})
