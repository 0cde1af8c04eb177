/**
 * Issue 35, item 3: a first-time reader whose browser prefers the other language is offered the
 * page in it, in a quiet bar; nothing redirects, and following or dismissing it is remembered in
 * the `i18n_redirected` cookie. The tests' browser prefers German (support/chromium.ts): each
 * test here sets the language of its reader with the context's `locale`.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { base, hydrated, runtimeStarted, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

const bars = {
  en: {
    region: 'Language suggestion',
    link: 'Read this in English',
    close: "Close and don't suggest again",
  },
  zh: { region: '阅读语言提示', link: '阅读中文版', close: '关闭，不再提示' },
}

/**
 * A new reader whose browser prefers `locale`, on `path`, the page hydrated. A test that expects
 * a bar waits for it; one that expects none waits until the network is quiet (`settle`), so that
 * a bar the runtime asked for would have arrived.
 */
async function visit(
  locale: string,
  path: string,
  cookie?: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser().newContext({ locale, serviceWorkers: 'block' })
  if (cookie) await context.addCookies([{ name: 'i18n_redirected', value: cookie, url: base }])
  const page = await context.newPage()
  const errors = watchConsole(page)
  await page.goto(url(path))
  await hydrated(page)
  return { context, page, errors }
}

/** Waits until the runtime, which holds the offer's check, has run and the network is quiet. */
async function settle(page: Page) {
  // The runtime has run once its chunk is in: the offer's check is part of it.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((r) => /start-runtime/.test(r.name)),
  )
  await page.waitForLoadState('networkidle')
}

const region = (page: Page, lang: keyof typeof bars) =>
  page.getByRole('region', { name: bars[lang].region })
const cookieOf = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value

describe('the offer of the other language', () => {
  it('offers an English reader on / the English home, and remembers that they followed it', async () => {
    const { context, page, errors } = await visit('en-US', '/')
    const bar = region(page, 'en')
    await bar.waitFor()
    expect(await bar.getAttribute('lang')).toBe('en')
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
    // The page itself stays Chinese: an offer, not a redirect.
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
    const link = bar.getByRole('link', { name: bars.en.link })
    expect(await link.getAttribute('href')).toBe('/en')
    await link.click()
    await page.waitForURL(url('/en'))
    expect(await cookieOf(context)).toBe('en')
    await page.goto(base, { waitUntil: 'networkidle' })
    await hydrated(page)
    expect(new URL(page.url()).pathname).toBe('/en')
    expect(
      await page.getByRole('region', { name: /Language suggestion|阅读语言提示/ }).count(),
    ).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it("links to the page's translation, where the header's language switch goes", async () => {
    const { context, page } = await visit('en-GB', '/blog/why-static-sites')
    const link = region(page, 'en').getByRole('link', { name: bars.en.link })
    await link.waitFor()
    const switchHref = await page
      .locator('header')
      .getByRole('link', { name: '切换到 English' })
      .getAttribute('href')
    expect(await link.getAttribute('href')).toBe('/en/blog/why-static-sites')
    expect(switchHref).toBe('/en/blog/why-static-sites')
    await context.close()
  })

  it('goes for good when dismissed, by keyboard, and / stays Chinese', async () => {
    const { context, page } = await visit('en-US', '/about')
    const bar = region(page, 'en')
    await bar.waitFor()
    // After the page's last control, Tab reaches the offer, then its close button.
    await page.locator('footer a[type="application/rss+xml"]').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(bars.en.link)
    await page.keyboard.press('Tab')
    const close = bar.getByRole('button', { name: bars.en.close })
    expect(await close.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await bar.waitFor({ state: 'detached' })
    expect(await cookieOf(context)).toBe('zh')
    await page.reload()
    await hydrated(page)
    await page.goto(base, { waitUntil: 'networkidle' })
    await hydrated(page)
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await region(page, 'en').count()).toBe(0)
    await context.close()
  })

  it('offers a Chinese reader on an English page the Chinese one, in Chinese', async () => {
    const { context, page } = await visit('zh-CN', '/en/blog/why-static-sites')
    const bar = region(page, 'zh')
    await bar.waitFor()
    expect(await bar.getAttribute('lang')).toBe('zh-CN')
    const link = bar.getByRole('link', { name: bars.zh.link })
    expect(await link.getAttribute('href')).toBe('/blog/why-static-sites')
    expect(await bar.getByRole('button', { name: bars.zh.close }).count()).toBe(1)
    await link.click()
    await page.waitForURL(url('/blog/why-static-sites'))
    expect(await cookieOf(context)).toBe('zh')
    await context.close()
  })

  it('appears when a client navigation leads a reader out of their language', async () => {
    const { context, page } = await visit('zh-CN', '/about')
    // The runtime must be listening before the click, or its first check would offer instead.
    await runtimeStarted(page)
    await page.locator('main').getByRole('link', { name: '英文版' }).click()
    await page.waitForURL(url('/en/blog/chinese-typography-on-the-web'))
    const link = region(page, 'zh').getByRole('link', { name: bars.zh.link })
    await link.waitFor()
    expect(await link.getAttribute('href')).toBe('/blog/chinese-typography-on-the-web')
    await context.close()
  })

  // A reader's own language first, then, in the same browser, the choice of the other one: the
  // first visit writes no cookie (checked), and the second sets its cookie itself.
  it.each([
    [
      'a reader in their own language, then one who chose Chinese',
      'en-US',
      [
        ['/en/blog/why-static-sites', undefined],
        ['/blog/why-static-sites', 'zh'],
      ],
    ],
    [
      'a reader in their own language, then one who chose English',
      'zh-CN',
      [
        ['/', undefined],
        ['/en/about', 'en'],
      ],
    ],
    ['a reader the site cannot serve', 'de-DE', [['/', undefined]]],
  ] as const)('shows nothing to %s (%s)', async (_, locale, visits) => {
    const context = await browser().newContext({ locale, serviceWorkers: 'block' })
    const page = await context.newPage()
    const errors = watchConsole(page)
    for (const [path, cookie] of visits) {
      const where = `${path}, cookie ${cookie}`
      expect(await cookieOf(context), where).toBeUndefined()
      if (cookie) await context.addCookies([{ name: 'i18n_redirected', value: cookie, url: base }])
      errors.length = 0
      await page.goto(url(path))
      await hydrated(page)
      await settle(page)
      expect(
        await page.getByRole('region', { name: /Language suggestion|阅读语言提示/ }).count(),
        where,
      ).toBe(0)
      expect(errors, where).toEqual([])
    }
    await context.close()
  })

  it('is not in the HTML: with JavaScript off an English reader gets the Chinese page, no bar', async () => {
    const context = await browser().newContext({ locale: 'en-US', javaScriptEnabled: false })
    const page = await context.newPage()
    // With scripts off, the page as loaded is the page for good.
    await page.goto(base)
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
    expect(await page.getByRole('region', { name: /Language suggestion/ }).count()).toBe(0)
    await context.close()
  })
})

describe('the offer on a phone (issue 54, item 5)', () => {
  it.each([
    ['en-US', '/blog/why-static-sites', 'en'],
    ['zh-CN', '/en/blog/why-static-sites', 'zh'],
  ] as const)('covers nothing at the end of the page (%s on %s)', async (locale, path, lang) => {
    const context = await browser().newContext({
      locale,
      serviceWorkers: 'block',
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      colorScheme: 'dark',
    })
    const page = await context.newPage()
    await page.goto(url(path))
    await hydrated(page)
    const bar = region(page, lang)
    await bar.waitFor()
    await page.evaluate(() => scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    const top = (await bar.boundingBox())!.y
    // The footer's last line, with "Edit this page" above it, clear of the bar.
    const last = await page.evaluate(() => {
      const links = [...document.querySelectorAll('footer a, footer p')]
      return Math.max(...links.map((element) => element.getBoundingClientRect().bottom))
    })
    expect(last).toBeLessThanOrEqual(top)
    // The room kept under the footer is the page's own ground, in dark mode too, not the browser's
    // (the body's background is the canvas's, where the page's frame ends).
    const [body, frame] = await page.evaluate(() =>
      [document.body, document.querySelector('#root > div')!].map(
        (element) => getComputedStyle(element).backgroundColor,
      ),
    )
    expect(body).toBe(frame)
    // Dismissed, the page ends where it did.
    await bar.getByRole('button', { name: bars[lang].close }).click()
    await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).toBe('')
    await context.close()
  })
})
