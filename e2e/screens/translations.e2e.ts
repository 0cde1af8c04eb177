/**
 * Translations in step (site.yml `translations`, src/node/translations/): the sample's English
 * self-hosted analytics article lags its Chinese original by a section, and the Chinese speaking
 * checklist its English original, and each says so in its language; an article
 * written in one language is read in the other under a notice in the reader's language, and is
 * no translation to hreflang or the sitemap.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { forgetState, hydrated, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()
let page: Page
let errors: string[]
beforeAll(async () => {
  page = await browser().newPage({ serviceWorkers: 'block' })
  errors = watchConsole(page)
})
afterAll(() => page.close())

async function visit(path: string, width = 1280) {
  await forgetState(page)
  await page.setViewportSize({ width, height: 900 })
  const response = await page.goto(url(path))
  await hydrated(page)
  return response!
}

describe('a translation behind its original', () => {
  it('says when the Chinese original changed and links to its first changed section', async () => {
    await visit('/en/blog/self-hosted-analytics')
    const notice = page.locator('main [role="note"]', { hasText: 'Chinese original' })
    await expect
      .poll(() => notice.textContent())
      .toMatch(/The Chinese original was updated on \w+ \d+, 20\d\d/)
    const link = notice.getByRole('link', { name: 'See what changed in the original' })
    expect(await link.getAttribute('href')).toBe('/blog/self-hosted-analytics#部署')
    await link.click()
    await page.waitForURL(/\/blog\/self-hosted-analytics#/)
    await hydrated(page)
    // The original's section is on screen, and the original itself has no such notice.
    await expect
      .poll(() => page.locator('h2#部署').evaluate((h) => h.getBoundingClientRect().top))
      .toBeLessThan(400)
    expect(await page.locator('main [role="note"]', { hasText: '原文' }).count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('says so in Chinese on a Chinese translation of an English original', async () => {
    await visit('/blog/speaking-checklist', 360)
    const notice = page.locator('main .translation-notice')
    await expect
      .poll(() => notice.textContent())
      .toMatch(
        /^英语原文在 20\d\d年\d{1,2}月\d{1,2}日 更新过，这篇译文还没有跟上。 看原文改了什么$/,
      )
    const link = notice.getByRole('link', { name: '看原文改了什么' })
    expect(await link.getAttribute('href')).toBe(
      '/en/blog/speaking-checklist#giving-the-talk-in-another-language',
    )
    expect(await link.getAttribute('hreflang')).toBe('en')
    expect(errors).toEqual([])
  })

  it('is quiet on a translation that is up to date', async () => {
    await visit('/en/blog/why-static-sites')
    expect(await page.locator('main [role="note"]', { hasText: 'original' }).count()).toBe(0)
  })
})

describe('an article written in one language only', () => {
  const siteDir = inject('siteDir')

  it('is read in English under a notice that it is the Chinese original', async () => {
    const response = await visit('/en/blog/notes/2025/wechat-vs-web-typesetting', 360)
    expect(response.status()).toBe(200)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await expect
      .poll(() => page.locator('main [role="note"]').first().textContent())
      .toBe(
        'This article has not been translated into English yet. What follows is the Chinese original.',
      )
    // The article keeps its language; the page around it is English.
    expect(await page.locator('main h1').getAttribute('lang')).toBe('zh-CN')
    expect(await page.locator('main .prose').getAttribute('lang')).toBe('zh-CN')
    // No translation: canonical and hreflang name the original only.
    const head = await page.locator('head').innerHTML()
    expect(head).toContain(
      'rel="canonical" href="https://linzhou.dev/blog/notes/2025/wechat-vs-web-typesetting"',
    )
    expect(head).not.toMatch(/hreflang="en"/)
    const sitemap = await readFile(join(siteDir, 'sitemap.xml'), 'utf8')
    expect(sitemap).toContain('/blog/notes/2025/wechat-vs-web-typesetting<')
    expect(sitemap).not.toContain('/en/blog/notes/2025/wechat-vs-web-typesetting')
    expect(errors).toEqual([])
  })

  it('is read in Chinese under a notice in Chinese, and the language switch leads there', async () => {
    await visit('/en/blog/notes/2025/talk-recap-jsconf')
    await page
      .getByRole('link', { name: /简体中文/ })
      .first()
      .click()
    await page.waitForURL(/\/blog\/notes\/2025\/talk-recap-jsconf$/)
    await hydrated(page)
    await expect
      .poll(() => page.locator('main [role="note"]').first().textContent())
      .toBe('这篇文章还没有中文版，下面是英语原文。')
    expect(await page.locator('main .prose').getAttribute('lang')).toBe('en')
    // Its table of contents too: English headings set as English in a Chinese page.
    expect(await page.locator('nav[aria-label="本页目录"] ul').first().getAttribute('lang')).toBe(
      'en',
    )
    expect(errors).toEqual([])
  })
})
