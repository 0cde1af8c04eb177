/**
 * The archive (issue 34, item 6): a page per language, linked from the blog list, listing every
 * published article by year and month, ten a page like the blog list. With and without
 * JavaScript: every page is prerendered.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { base, hydrated, inLocale, open, url, useBrowser } from '../support/site.ts'

useBrowser()

const words = {
  zh: { link: '按年月归档', title: '归档', next: '较早的文章', pageOf: '第 1 / 2 页' },
  en: { link: 'Archive by month', title: 'Archive', next: 'Older articles', pageOf: 'Page 1 of 2' },
} as const

/** The article links of a list page of the blog, in order. */
const blogLinks = (page: Page) =>
  page.locator('main ul.grid > li > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))

/** Each archive entry: its link, its date, and the year and month headings it sits under. */
const entries = (page: Page) =>
  page.locator('main section').evaluateAll((sections) =>
    sections.flatMap((section) =>
      [...section.querySelectorAll('h3')].flatMap((h3) =>
        [...h3.nextElementSibling!.querySelectorAll('a')].map((a) => ({
          href: a.getAttribute('href')!,
          date: a.querySelector('time')!.getAttribute('datetime')!,
          year: section.querySelector('h2')!.textContent,
          month: h3.textContent,
        })),
      ),
    ),
  )

describe.each([
  ['zh', true],
  ['en', true],
  ['zh', false],
  ['en', false],
] as const)('the archive in %s (JavaScript %s)', (locale, javaScriptEnabled) => {
  const w = words[locale]

  it('is linked from the blog list and lists every article of the blog by year and month', async () => {
    const { page, errors } = await open(inLocale('/blog', locale), { javaScriptEnabled })
    if (javaScriptEnabled) await hydrated(page)
    const listed = await blogLinks(page)
    await page.goto(url(inLocale('/blog/page/2', locale)), { waitUntil: 'networkidle' })
    listed.push(...(await blogLinks(page)))
    await page.goto(url(inLocale('/blog', locale)), { waitUntil: 'networkidle' })
    if (javaScriptEnabled) await hydrated(page)
    await page.getByRole('link', { name: w.link }).click()
    await page.waitForURL(url(inLocale('/blog/archive', locale)))
    await expect.poll(() => page.locator('h1').textContent()).toBe(w.title)
    const first = await entries(page)
    expect(first).toHaveLength(10)
    expect(
      await page.getByRole('navigation', { name: /文章分页|Article pages/ }).textContent(),
    ).toContain(w.pageOf)
    await page.getByRole('link', { name: w.next }).click()
    await page.waitForURL(url(inLocale('/blog/archive/page/2', locale)))
    // A client navigation changes the address before the new page renders.
    await expect.poll(() => entries(page).then((e) => e[0]?.href)).not.toBe(first[0]!.href)
    const all = [...first, ...(await entries(page))]
    // The same articles as the blog list, newest first.
    expect(all.map((e) => e.href)).toEqual(listed)
    const dates = all.map((e) => e.date)
    expect(dates).toEqual([...dates].sort().reverse())
    // Each under its own year and month.
    const monthName = (date: string) =>
      new Date(`${date}T00:00:00Z`).toLocaleDateString(locale === 'zh' ? 'zh-CN' : 'en', {
        month: 'long',
        timeZone: 'UTC',
      })
    for (const entry of all) {
      expect(entry.year).toBe(entry.date.slice(0, 4))
      expect(entry.month).toBe(monthName(entry.date))
    }
    expect(new Set(all.map((e) => e.year)).size).toBeGreaterThan(1)
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each(['zh', 'en'] as const)('the archive pages in %s', (locale) => {
  it('have head tags, hreflang links, sitemap entries, and no page past the last', async () => {
    const other = locale === 'zh' ? 'en' : 'zh'
    for (const path of ['/blog/archive', '/blog/archive/page/2']) {
      const { page, status } = await open(inLocale(path, locale))
      expect(status).toBe(200)
      expect(await page.title()).toContain(words[locale].title)
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
      expect(new URL(canonical!).pathname).toBe(inLocale(path, locale))
      const alternate = page.locator(`link[rel="alternate"][hreflang^="${other}"]`)
      expect(new URL((await alternate.getAttribute('href'))!).pathname).toBe(inLocale(path, other))
      await page.close()
    }
    const sitemap = await (await fetch(new URL('/sitemap.xml', base))).text()
    expect(sitemap).toContain(`${inLocale('/blog/archive', locale)}</loc>`)
    expect(sitemap).toContain(`${inLocale('/blog/archive/page/2', locale)}</loc>`)
    const { page, status } = await open(inLocale('/blog/archive/page/3', locale))
    expect(status).toBe(404)
    await page.close()
  })
})
