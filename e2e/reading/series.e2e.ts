/**
 * Series (issue 34, item 5): an article of a series shows the series' name, its place and links
 * to the others; the series has a page in each language, linked from its articles. With and
 * without JavaScript: all of it is in the prerendered HTML.
 */
import { describe, expect, it } from 'vitest'
import { base, hydrated, inLocale, open, url, useBrowser } from '../support/site.ts'

useBrowser()

const words = {
  zh: {
    label: '系列',
    name: '网页上的中文',
    place: '第 2 篇，共 2 篇',
    title: '系列：网页上的中文',
    first: '网页中文排版的几个细节',
    second: '用 Rust 给中文字体瘦身',
    draft: '浏览器里的中文断行',
    switchTo: '切换到 English',
  },
  en: {
    label: 'Series',
    name: 'Chinese on the web',
    place: 'Part 2 of 2',
    title: 'Series: Chinese on the web',
    first: 'Details of Chinese typography on the web',
    second: 'Slimming Chinese fonts with Rust',
    draft: 'Line breaking in Chinese',
    switchTo: 'Switch to 简体中文',
  },
} as const

const seriesPaths = { zh: '/blog/series/网页上的中文', en: '/en/blog/series/chinese-on-the-web' }

describe.each([
  ['zh', true],
  ['en', true],
  ['zh', false],
  ['en', false],
] as const)('a series in %s (JavaScript %s)', (locale, javaScriptEnabled) => {
  const w = words[locale]

  it("shows the series' name, the article's place and the other articles on an article", async () => {
    const { page, errors } = await open(inLocale('/blog/font-subsetting-with-rust', locale), {
      javaScriptEnabled,
    })
    if (javaScriptEnabled) await hydrated(page)
    const box = page.getByRole('navigation', { name: w.label, exact: true })
    expect(await box.textContent()).toContain(w.place)
    const name = box.getByRole('link', { name: w.name, exact: true })
    expect(decodeURIComponent((await name.getAttribute('href'))!)).toBe(seriesPaths[locale])
    // Every published article of the series, in reading order; the draft is not one of them.
    const items = box.locator('ol > li')
    expect(await items.allTextContents()).toEqual([w.first, w.second])
    expect(await box.locator('[aria-current="page"]').textContent()).toBe(w.second)
    expect(await box.getByRole('link', { name: w.first }).getAttribute('href')).toBe(
      inLocale('/blog/chinese-typography-on-the-web', locale),
    )
    // The first article has the same box, with its own place.
    await box.getByRole('link', { name: w.first }).click()
    await page.waitForURL(url(inLocale('/blog/chinese-typography-on-the-web', locale)))
    const first = page.getByRole('navigation', { name: w.label, exact: true })
    await expect.poll(() => first.locator('[aria-current="page"]').textContent()).toBe(w.first)
    expect(await first.textContent()).toContain(w.place.replace('2', '1'))
    expect(errors).toEqual([])
    await page.close()
  })

  it('has a page of its own, linked from its articles, listing them in order', async () => {
    const { page, errors } = await open(inLocale('/blog/font-subsetting-with-rust', locale), {
      javaScriptEnabled,
    })
    if (javaScriptEnabled) await hydrated(page)
    await page
      .getByRole('navigation', { name: w.label, exact: true })
      .getByRole('link', { name: w.name, exact: true })
      .click()
    await page.waitForURL(url(seriesPaths[locale]))
    await expect.poll(() => page.locator('h1').textContent()).toBe(w.title)
    const links = page.locator('main ol > li a')
    expect(await links.count()).toBe(2)
    expect(await links.nth(0).textContent()).toContain(w.first)
    expect(await links.nth(1).textContent()).toContain(w.second)
    expect(await page.locator('main').textContent()).not.toContain(w.draft)
    await links.nth(0).click()
    await page.waitForURL(url(inLocale('/blog/chinese-typography-on-the-web', locale)))
    expect(errors).toEqual([])
    await page.close()
  })
})

describe.each(['zh', 'en'] as const)('the series page in %s', (locale) => {
  const other = locale === 'zh' ? 'en' : 'zh'

  it("has its head tags, and the language switch leads to the translation's series", async () => {
    const { page, status } = await open(seriesPaths[locale])
    expect(status).toBe(200)
    await hydrated(page)
    expect(await page.title()).toContain(words[locale].title)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(decodeURIComponent(new URL(canonical!).pathname)).toBe(seriesPaths[locale])
    const alternate = await page
      .locator(`link[rel="alternate"][hreflang^="${other}"]`)
      .getAttribute('href')
    expect(decodeURIComponent(new URL(alternate!).pathname)).toBe(seriesPaths[other])
    await page.getByRole('link', { name: words[locale].switchTo }).click()
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).pathname))
      .toBe(seriesPaths[other])
    await expect.poll(() => page.locator('h1').textContent()).toBe(words[other].title)
    await page.close()
  })

  it('is in the sitemap, and a series no article names is a 404', async () => {
    const sitemap = decodeURIComponent(await (await fetch(new URL('/sitemap.xml', base))).text())
    expect(sitemap).toContain(`${seriesPaths[locale]}</loc>`)
    const { page, status } = await open(inLocale('/blog/series/no-such-series', locale))
    expect(status).toBe(404)
    await page.close()
  })
})
