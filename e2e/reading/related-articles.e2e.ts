/**
 * Related articles (issue 34, item 7): up to three under every article, chosen by the build, in
 * the article's own language, never the article's translation. Prerendered, so they are there
 * with JavaScript off, and they come with the page's payload on a client navigation.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, inLocale, open, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

const heading = { zh: '相关文章', en: 'Related articles' } as const

/** The related links of the article open in `page`, with their dates. */
const relatedOf = (page: Page, locale: keyof typeof heading) =>
  page
    .getByRole('region', { name: heading[locale] })
    .locator('li > a')
    .evaluateAll((as) =>
      as.map((a) => ({
        href: a.getAttribute('href')!,
        date: a.querySelector('time')?.getAttribute('datetime'),
      })),
    )

/** Every article of a language, from the blog list's pages. */
async function articlesOf(page: Page, locale: keyof typeof heading): Promise<string[]> {
  const paths: string[] = []
  for (const list of ['/blog', '/blog/page/2']) {
    await page.goto(url(inLocale(list, locale)), { waitUntil: 'networkidle' })
    paths.push(
      ...(await page
        .locator('main ul.grid > li > a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))),
    )
  }
  return paths
}

const stem = (path: string) => path.replace(/^\/en(?=\/)/, '')

describe.each(['zh', 'en'] as const)('related articles in %s', (locale) => {
  it('are at most three on every article, of its language, never itself or its translation', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false })
    const articles = await articlesOf(page, locale)
    expect(articles.length).toBeGreaterThan(5)
    for (const path of articles) {
      await page.goto(url(path), { waitUntil: 'load' })
      const related = await relatedOf(page, locale)
      // Every article of the sample blog has something in common with another.
      expect(related.length, path).toBeGreaterThan(0)
      expect(related.length, path).toBeLessThanOrEqual(3)
      const translation = await page
        .locator('main a[hreflang]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')!))
      for (const { href, date } of related) {
        expect(articles, `${path} → ${href}`).toContain(href)
        expect(stem(href)).not.toBe(stem(path))
        expect(translation).not.toContain(href)
        expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
    await page.close()
  })

  it('pick the articles that share the most: the other Rust and font article first', async () => {
    const { page } = await open(inLocale('/blog/font-subsetting-with-rust', locale), {
      javaScriptEnabled: false,
    })
    const related = await relatedOf(page, locale)
    expect(related.map((r) => r.href)).toContain(
      inLocale('/blog/chinese-typography-on-the-web', locale),
    )
    await page.close()
  })

  it('come with the payload when the reader navigates to an article', async () => {
    const { page, errors } = await open(inLocale('/blog', locale))
    await hydrated(page)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    await page.locator('main ul.grid > li > a').first().click()
    await expect.poll(() => relatedOf(page, locale).then((r) => r.length)).toBeGreaterThan(0)
    const related = await relatedOf(page, locale)
    expect(related.length).toBeLessThanOrEqual(3)
    for (const { href } of related) expect(href.startsWith('/en/')).toBe(locale === 'en')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })
})
