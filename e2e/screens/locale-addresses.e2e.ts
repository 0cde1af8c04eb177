/**
 * Which language an address is in (issue 32, items 4–6): a locale prefix in any letter case, a
 * link into the other language, the language a reader chose before, and the 404 page a host
 * serves before any script runs.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { base, hydrated, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

// One page for every address below that a reader opens with scripts on, in turn: a new page costs
// a second or more on a loaded machine, a new document in this one a third of that. What one
// visit could leave for the next is the language a reader chose, a cookie: it is cleared before
// each (the case that sets one has a context of its own).
let shared: Page
let errors: string[]
beforeAll(async () => {
  shared = await browser().newPage({ serviceWorkers: 'block' })
  errors = watchConsole(shared)
})
afterAll(() => shared?.close())

/** A new document at `path` in the shared page, hydrated; its console's errors only. */
async function open(path: string) {
  // A blank page first: what the last document still reports is not this one's.
  await shared.goto('about:blank')
  await shared.context().clearCookies()
  errors.length = 0
  await shared.goto(url(path), { waitUntil: 'load' })
  await hydrated(shared)
  return { page: shared, errors }
}

const navLabels = (page: Page) => page.locator('header nav a').allTextContents()
/** The site header's language switch (an article's header has a read-in link too). */
const switchTarget = (page: Page, lang: string) =>
  page.locator(`header a[hreflang="${lang}"]`).first().getAttribute('href')

/** The page is wholly English or wholly Chinese: document language, labels, language switch. */
async function expectWhollyIn(page: Page, locale: 'zh' | 'en', otherPath: string) {
  const [lang, home, other] =
    locale === 'en' ? ['en', 'Home', 'zh-CN'] : (['zh-CN', '首页', 'en'] as const)
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(lang)
  await expect.poll(() => navLabels(page)).toContain(home)
  // A client navigation renders the header's switch a moment after the address changes.
  await expect.poll(() => switchTarget(page, other)).toBe(otherPath)
  expect(await page.locator('body').innerText()).not.toContain('Unexpected Application Error')
}

describe('an address that names index.html', () => {
  // The host serves the page's own file for it; the app shows that page at its folder's address.
  it.each([
    ['/index.html', '/', 'zh', '/en'],
    ['/en/index.html', '/en', 'en', '/'],
    ['/blog/index.html', '/blog', 'zh', '/en/blog'],
  ] as const)(
    '%s shows the page of %s, hydrated without a mismatch',
    async (path, canonical, locale, other) => {
      const { page, errors } = await open(path)
      await page.waitForURL(url(canonical))
      await hydrated(page)
      await expectWhollyIn(page, locale, other)
      expect(await page.locator('main [data-status]').count()).toBe(0)
      expect(errors).toEqual([])
    },
  )
})

describe('an address in any letter case', () => {
  // The host has no such file and answers with its 404 page; the app then shows the page the
  // address names, at the address the site writes.
  it.each([
    ['/EN/BLOG', '/en/blog', 'en', '/blog', '/en/project'],
    ['/En/about', '/en/about', 'en', '/about', '/en/project'],
    ['/Blog', '/blog', 'zh', '/en/blog', '/project'],
  ] as const)(
    '%s becomes %s, wholly in one language',
    async (path, canonical, locale, other, next) => {
      const { page, errors } = await open(path)
      await page.waitForURL(url(canonical))
      await hydrated(page)
      await expectWhollyIn(page, locale, other)
      await expect
        .poll(() => page.locator('header nav a[aria-current="page"]').getAttribute('href'))
        .toBe(canonical)
      expect(await page.locator('main [data-status]').count()).toBe(0)
      // And in that language for the rest of the visit.
      await page.locator(`header nav a[href="${next}"]`).click()
      await page.waitForURL(url(next))
      await expectWhollyIn(page, locale, locale === 'en' ? '/project' : '/en/project')
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([])
    },
  )
})

describe('an address in any letter case past its first part (issue 54, item 7)', () => {
  // The host has no such file and answers with its 404 page; the app finds the page the address
  // names in lower case, and shows it at the address the site writes.
  it.each([
    ['/BLOG/WHY-STATIC-SITES', '/blog/why-static-sites', 'zh', '/en/blog/why-static-sites'],
    ['/Tags/CSS', '/tags/css', 'zh', '/en/tags/css'],
    ['/en/Blog/Why-Static-Sites', '/en/blog/why-static-sites', 'en', '/blog/why-static-sites'],
  ] as const)('%s shows the page of %s', async (path, canonical, locale, other) => {
    const { page, errors } = await open(path)
    await page.waitForURL(url(canonical))
    await expectWhollyIn(page, locale, other)
    expect(await page.locator('main h1').count()).toBeGreaterThan(0)
    expect(await page.locator('main [data-status]').count()).toBe(0)
    // The host's 404 for the address, and for its payload, are the browser's only complaints.
    expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([])
  })
})

describe('a link into the other language', () => {
  const zh = '/blog/chinese-typography-on-the-web'
  const en = `/en${zh}`
  it.each([
    ['/en/about', 'the original', zh, 'zh', en],
    ['/about', '英文版', en, 'en', zh],
  ] as const)('from %s, “%s” opens %s in its language', async (from, name, to, locale, other) => {
    const { page, errors } = await open(from)
    await hydrated(page)
    await page.locator('main').getByRole('link', { name, exact: true }).click()
    await page.waitForURL(url(to))
    await expect.poll(() => page.locator('main article h1').count()).toBe(1)
    await expectWhollyIn(page, locale, other)
    expect(errors).toEqual([])
  })
})

describe('a remembered language', () => {
  it('takes / to /en before the Chinese home paints, with the query and the hash', async () => {
    const context = await browser().newContext({ serviceWorkers: 'block' })
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: base }])
    const page = await context.newPage()
    const frames: { path: string; text: string }[] = []
    await page.exposeBinding('recordFrame', (_source, frame: { path: string; text: string }) => {
      frames.push(frame)
    })
    // What each document holds at every frame it could paint, from its first to its load.
    await page.addInitScript(() => {
      const record = () =>
        (window as unknown as { recordFrame: (f: object) => void }).recordFrame({
          path: location.pathname,
          text: document.body?.innerText ?? '',
        })
      const everyFrame = () => {
        record()
        if (document.readyState !== 'complete') requestAnimationFrame(everyFrame)
      }
      requestAnimationFrame(everyFrame)
      document.addEventListener('DOMContentLoaded', record)
    })
    const visited: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url())
    })
    await page.goto(url('/?q=1#official-account'), { waitUntil: 'networkidle' })
    await page.getByRole('dialog').waitFor()
    expect(visited).toContain(url('/en?q=1#official-account'))
    // The modal then takes its hash out of the address (SPEC §2).
    await expect.poll(() => page.url()).toBe(url('/en?q=1'))
    expect(frames.some((f) => f.path === '/en' && f.text.includes('Lin Zhou'))).toBe(true)
    expect(frames.filter((f) => f.path === '/' && f.text !== '')).toEqual([])
    await context.close()
  })
})

describe('the 404 page before any script runs', () => {
  // Both cases in one page: with scripts off, a page writes nothing the other reads.
  let page: Page
  beforeAll(async () => {
    page = await browser().newPage({ javaScriptEnabled: false })
  })
  afterAll(() => page?.close())

  it.each([
    ['/en/anything', 'en', 'Page not found', 'Home'],
    ['/no/such/page', 'zh-CN', '页面不存在', '首页'],
  ])('%s is the %s 404 page, naming no wrong path', async (path, lang, title, home) => {
    const response = await page.goto(url(path))
    expect(response?.status()).toBe(404)
    expect(await page.locator('html').getAttribute('lang')).toBe(lang)
    expect(await page.locator('main h1').textContent()).toBe(title)
    expect(await navLabels(page)).toContain(home)
    expect(await page.locator('body').innerText()).not.toContain('/404')
  })

  it('names the path asked for once the script runs', async () => {
    const { page } = await open('/en/no/such/page')
    await expect.poll(() => page.locator('main').textContent()).toContain('/en/no/such/page')
    expect(await page.locator('main h1').textContent()).toBe('Page not found')
    expect(await page.locator('main').textContent()).not.toContain('/404')
  })
})
