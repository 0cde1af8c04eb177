/**
 * A site built for a sub-path (issue 6), as on a code host's project page: site.yml's baseUrl is
 * `https://linzhou.github.io/portfolio`, the real `build:prerender` runs in its own process, and
 * a static server serves dist/ under `/portfolio/` only. Every page, asset, payload, image, feed
 * and link must stay under it. The copy has a dozen more articles a language, all with one tag,
 * so the blog list and that tag's list each take two pages (issue 7).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateArticles } from '../../test/support/corpus.ts'
import { useBuiltCopy } from '../support/built-copy.ts'
import { watchConsole } from '../support/console.ts'

/** The tags every added article has, in each language (`CI/CD` must still be one segment). */
const added = { zh: '札记', en: 'Field notes, CI/CD' }

const site = useBuiltCopy(async (dir) => {
  const siteYml = join(dir, 'content', 'site.yml')
  const text = await readFile(siteYml, 'utf8')
  await writeFile(
    siteYml,
    text.replace(/^baseUrl: .*$/m, 'baseUrl: https://linzhou.github.io/portfolio'),
  )
  for (const locale of ['zh', 'en'] as const) {
    const folder = join(dir, 'content', locale, 'blog', 'field-notes')
    await mkdir(folder, { recursive: true })
    for (const article of generateArticles(12)) {
      const text = article[locale].replace('\ndate:', `\ntags: [${added[locale]}]\ndate:`)
      await writeFile(join(folder, `${article.slug}.md`), text)
    }
  }
}, '/portfolio/')
/** The host's root, without the sub-path. */
const origin = () => site().url.replace(/portfolio\/$/, '')
const at = (path: string) => new URL(`portfolio${path}`, origin()).href

describe('a site built for /portfolio/', () => {
  it('loads, hydrates and navigates with every request under the sub-path', async () => {
    const page = await site().browser.newPage({ serviceWorkers: 'block' })
    const errors = watchConsole(page)
    const requests: { url: string; status: number }[] = []
    page.on('response', (r) => requests.push({ url: r.url(), status: r.status() }))
    expect((await page.goto(at('/'), { waitUntil: 'networkidle' }))?.status()).toBe(200)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.locator('header nav a', { hasText: '博客' }).click()
    await page.waitForURL(at('/blog'))
    await page.locator('main a[href="/portfolio/blog/image-pipeline-with-sharp"]').first().click()
    await page.waitForURL(at('/blog/image-pipeline-with-sharp'))
    const cover = page.locator('article header img').last()
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await cover.getAttribute('srcset')).toContain('/portfolio/_images/')
    const local = requests.filter((r) => r.url.startsWith(origin()))
    expect(local.length).toBeGreaterThan(5)
    for (const r of local) {
      expect(r.url, r.url).toContain('/portfolio/')
      expect(r.status, r.url).toBeLessThan(400)
    }
    expect(errors).toEqual([])
    await page.close()
  })

  it('writes plain links, images, feeds and the head with the sub-path', async () => {
    const page = await site().browser.newPage({ serviceWorkers: 'block' })
    await page.goto(at('/en/blog/font-subsetting-with-rust'), { waitUntil: 'networkidle' })
    const inline = page.locator('article .prose img').first()
    expect(await inline.getAttribute('src')).toMatch(/^\/portfolio\/images\//)
    expect(await inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expect(await page.locator('a[hreflang="zh-CN"]').first().getAttribute('href')).toMatch(
      /^\/portfolio\/blog\//,
    )
    expect(await page.locator('footer a[type="application/rss+xml"]').getAttribute('href')).toBe(
      '/portfolio/en/rss.xml',
    )
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://linzhou.github.io/portfolio/en/blog/font-subsetting-with-rust',
    )
    const rss = await (await fetch(at('/en/rss.xml'))).text()
    expect(rss).toContain('<link>https://linzhou.github.io/portfolio/en/blog/')
    expect(rss).not.toMatch(/(src|href)="\/(?!\/)/)
    const sitemap = await (await fetch(at('/sitemap.xml'))).text()
    expect(sitemap).toContain('<loc>https://linzhou.github.io/portfolio/</loc>')
    await page.close()
  })

  it('pages a tag’s articles like the blog list, each page prerendered under the sub-path', async () => {
    const page = await site().browser.newPage({ serviceWorkers: 'block' })
    const errors = watchConsole(page)
    const tag = at('/en/tags/field-notes')
    expect((await page.goto(tag, { waitUntil: 'networkidle' }))?.status()).toBe(200)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    expect(await page.locator('main ul.grid > li').count()).toBe(10)
    const pager = page.locator('main nav[aria-label="Article pages"]')
    expect(await pager.textContent()).toContain('Page 1 of 2')
    await pager.locator('a[rel="next"]').click()
    await page.waitForURL(`${tag}/page/2`)
    await expect.poll(() => pager.textContent()).toContain('Page 2 of 2')
    expect(await page.locator('main ul.grid > li').count()).toBe(2)
    expect(await page.title()).toContain('(page 2)')
    expect(await pager.locator('a[rel="prev"]').getAttribute('href')).toBe(
      '/portfolio/en/tags/field-notes',
    )
    // The same tag in Chinese, found through the translations' tags (counterpartTag): its page 2.
    expect(await page.locator('a[hreflang="zh-CN"]').first().getAttribute('href')).toBe(
      '/portfolio/tags/札记/page/2',
    )
    // Both list pages are files a static host serves; page 1 has no second address.
    for (const path of [
      '/en/tags/field-notes/page/2',
      '/en/tags/ci-cd/page/2',
      '/en/blog/page/2',
      '/tags/札记/page/2',
    ])
      expect((await fetch(at(encodeURI(path)))).status, path).toBe(200)
    expect((await fetch(at('/en/tags/field-notes/page/1'))).status).toBe(404)
    const sitemap = await (await fetch(at('/sitemap.xml'))).text()
    expect(sitemap).toContain('/portfolio/en/tags/field-notes/page/2</loc>')
    expect(errors).toEqual([])
    await page.close()
  })

  it('answers a missing page with the 404 page, styled and in the right language', async () => {
    const page = await site().browser.newPage({ serviceWorkers: 'block' })
    const response = await page.goto(at('/en/nope'), { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    await page.locator('main [data-status="404"]').waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await page.close()
  })
})
