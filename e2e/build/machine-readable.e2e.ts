/**
 * The machine-readable copies per language (issue 35, item 7; decision 0041), fetched by Chromium
 * from the served sample build as any client would: `llms.txt`, `llms-full.txt`, each article's
 * markdown at `<path>.md` and the JSON Feed, each with its content type and its language, the
 * markdown being the author's own source and the JSON Feed carrying RSS's items.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repoRoot } from '../support/project-fs.ts'
import { abs, articles, drafts, locales, prefix, published } from '../support/seo-facts.ts'
import { url, useBrowser } from '../support/site.ts'

const browser = useBrowser()
let page: Page
beforeAll(async () => {
  page = await browser().newPage({ serviceWorkers: 'block' })
  await page.goto(url('/robots.txt'))
})
afterAll(() => page?.close())

/** A path fetched from the page, as a client would: status, content type and text. */
const get = (path: string) =>
  page.evaluate(async (href) => {
    const response = await fetch(href)
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      text: await response.text(),
    }
  }, url(path))

const langOf: Record<string, string> = { zh: 'zh-CN', en: 'en' }
const source = (a: (typeof articles)[number]) =>
  readFile(join(repoRoot, 'content', a.locale, 'blog', `${a.slug}.md`), 'utf8')
/** The body as the author wrote it: everything after the closing `---` of the front matter. */
const bodyOf = (text: string) => text.replace(/^---\n[\s\S]*?\n---\n/, '').trim()

describe.each(locales)('the %s machine-readable copies', (locale) => {
  const mine = published.filter((a) => a.locale === locale)
  const others = locales.filter((l) => l !== locale)

  it('llms.txt is the llmstxt.org map of the site in its language, linking every article source', async () => {
    const { status, type, text } = await get(`${prefix(locale)}/llms.txt`)
    expect(status).toBe(200)
    expect(type).toBe('text/plain; charset=utf-8')
    const lines = text.split('\n')
    expect(lines[0]).toBe(locale === 'zh' ? '# 林舟' : '# Lin Zhou')
    expect(lines[2]).toMatch(/^> \S/)
    expect(text).toContain(locale === 'zh' ? '\n## 博客\n' : '\n## Blog\n')
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1])
    for (const a of mine) expect(links).toContain(abs(`${a.path}.md`))
    for (const d of drafts) expect(links).not.toContain(abs(`${d.path}.md`))
    for (const other of others) expect(links).toContain(abs(`${prefix(other)}/llms.txt`))
  })

  it('llms-full.txt holds every published article in full under its title and URL', async () => {
    const { status, type, text } = await get(`${prefix(locale)}/llms-full.txt`)
    expect(status).toBe(200)
    expect(type).toBe('text/plain; charset=utf-8')
    for (const a of mine) {
      expect(text).toContain(`URL: ${abs(a.path)}\n`)
      const body = bodyOf(await source(a))
      expect(text, a.path).toContain(body.slice(0, 200))
      expect(text, a.path).toContain(body.slice(-200))
    }
    for (const d of drafts.filter((a) => a.locale === locale))
      expect(text).not.toContain(`URL: ${abs(d.path)}\n`)
  })

  it("serves each article's markdown source beside it, drafts never", async () => {
    for (const a of mine) {
      const { status, type, text } = await get(`${a.path}.md`)
      expect(status, a.path).toBe(200)
      expect(type).toBe('text/markdown; charset=utf-8')
      const [, header, ...rest] = text.split(/^---\n/m)
      expect(header).toMatch(/^title: \S/m)
      expect(header).toMatch(/^date: \d{4}-\d{2}-\d{2}$/m)
      expect(header).toContain(`\nlang: ${langOf[locale]}\n`)
      expect(header).toContain(`\ncanonical: ${abs(a.path)}\n`)
      expect(rest.join('---\n').trim(), a.path).toBe(bodyOf(await source(a)))
    }
    for (const d of drafts.filter((a) => a.locale === locale))
      expect((await get(`${d.path}.md`)).status, d.path).toBe(404)
  })

  it('has a JSON Feed 1.1 in its language with the RSS items, linked from every page', async () => {
    const feedPath = `${prefix(locale)}/feed.json`
    const { status, type, text } = await get(feedPath)
    expect(status).toBe(200)
    expect(type).toBe('application/feed+json')
    const feed = JSON.parse(text)
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(typeof feed.title).toBe('string')
    expect(feed.language).toBe(langOf[locale])
    expect(feed.feed_url).toBe(abs(feedPath))
    for (const item of feed.items) {
      expect(typeof item.id).toBe('string')
      expect(typeof (item.content_html ?? item.content_text)).toBe('string')
    }
    const rss = await get(`${prefix(locale)}/rss.xml`)
    const rssLinks = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      return [...doc.querySelectorAll('item > link')].map((l) => l.textContent)
    }, rss.text)
    expect(rssLinks.length).toBe(Math.min(mine.length, 50))
    expect(feed.items.map((i: { url: string }) => i.url)).toEqual(rssLinks)
    const article = mine[0]!
    const heads = await page.evaluate(
      async (paths) => {
        const links = []
        for (const path of paths) {
          const html = await (await fetch(path)).text()
          const doc = new DOMParser().parseFromString(html, 'text/html')
          links.push({
            json: doc
              .querySelector('link[rel=alternate][type="application/feed+json"]')
              ?.getAttribute('href'),
            md: doc
              .querySelector('link[rel=alternate][type="text/markdown"]')
              ?.getAttribute('href'),
          })
        }
        return links
      },
      [url(prefix(locale) || '/'), url(article.path)],
    )
    expect(heads).toEqual([
      { json: feedPath, md: undefined },
      { json: feedPath, md: `${article.path}.md` },
    ])
  })
})

describe('the icon a browser asks for on a feed or a markdown copy', () => {
  it('is served at /favicon.ico as an icon', async () => {
    const icon = await page.evaluate(async (href) => {
      const response = await fetch(href)
      const bytes = new Uint8Array(await response.arrayBuffer())
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: [...bytes.slice(0, 4)],
      }
    }, url('/favicon.ico'))
    expect(icon.status).toBe(200)
    expect(icon.type).toBe('image/x-icon')
    // An ICO file's signature: reserved 0, type 1.
    expect(icon.bytes).toEqual([0, 0, 1, 0])
  })
})
