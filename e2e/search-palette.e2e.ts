/**
 * The search palette starts fresh and keeps Enter on the first result (issue 32, item 3), in the
 * prerendered site, in Chinese and English: nothing from the last query after a reopen, the first
 * result active after every change of the query and when the index arrives, snippets two lines
 * high, a close button a phone can see.
 */
import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { activeOption, options, palette } from './support/palette.ts'
import { watchConsole } from './support/console.ts'
import { hydrated, url, useBrowser } from './support/site.ts'

const browser = useBrowser()

/** What a context gets when it names none (Playwright's default), and a phone's screen. */
const desktop = { width: 1280, height: 720 }
const phone = { width: 360, height: 740 }

/**
 * A page the tests share, in both languages, in place of a context each: a new context costs a
 * second or more on a loaded machine, a new document in a page a third of that. Each visit is a
 * new document at the viewport given, with no route left from the visit before, so nothing of a
 * palette opened before is left; nor has the palette anything to keep (it writes no cookie and no
 * storage). What a page does keep is the browser's cache: a test that needs a file uncached gets
 * a page no test before it fetched that file in (each language has its own search files). A test
 * that fails leaves its page to no one: its retry, and the tests after it, get a new one.
 * No service worker: the palette does not need one, and a busy core is spared its precache.
 */
function sharedPage(options: BrowserContextOptions = {}) {
  let shared: { page: Page; errors: string[] } | undefined
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !shared) return
    await shared.page.context().close()
    shared = undefined
  })
  afterAll(() => shared?.page.context().close())
  return async (path: string, viewport = options.viewport ?? desktop) => {
    if (!shared) {
      const page = await browser().newPage({ serviceWorkers: 'block', ...options })
      shared = { page, errors: watchConsole(page) }
    }
    const { page, errors } = shared
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    // A blank page between visits: what the last document still reports is not this one's.
    await page.goto('about:blank')
    errors.length = 0
    await page.setViewportSize(viewport)
    await page.goto(url(path), { waitUntil: 'load' })
    await hydrated(page)
    return shared
  }
}

/** For the tests that need nothing of their own. */
const visit = sharedPage()
/**
 * For the two tests that hold the search index's requests, a page each: in it, each language's
 * test is the first to ask for that language's search files.
 */
const visitHoldingParts = sharedPage()
const visitHoldingIndex = sharedPage()
/** A phone's touch screen. */
const visitOnTouch = sharedPage({ viewport: phone, isMobile: true, hasTouch: true })

async function typeQuery(page: Page, query: string) {
  await palette(page).getByRole('combobox').fill(query)
}

/** The heading a page opened at, once it shows: the one its hash names, or its title. */
function landedHeading(page: Page) {
  return page.evaluate(() => {
    const id = decodeURIComponent(location.hash.slice(1))
    const heading = id ? document.getElementById(id) : document.querySelector('main h1')
    return heading?.textContent?.trim() ?? ''
  })
}

const locales = [
  {
    lang: 'zh',
    home: '/',
    search: '搜索',
    opener: 'meta+K',
    close: '关闭搜索',
    loading: '正在加载…',
    // The first query's second result stays in the second query's results, not first.
    queries: ['站点', '静态站点'],
    snippet: '静态',
    // A Chinese query, and the title it is in (issue 54, item 22).
    title: { query: '排版', text: '网页中文排版的几个细节' },
  },
  {
    lang: 'en',
    home: '/en',
    search: 'Search',
    opener: 'the header button',
    close: 'Close search',
    loading: 'Loading…',
    // The second query puts the same sections in another order.
    queries: ['markdown', 'markdown pipeline'],
    snippet: 'static',
    title: { query: 'typography', text: 'Details of Chinese typography on the web' },
  },
] as const

describe.each(locales)('the search palette in $lang', (locale) => {
  it(`starts fresh when it opens again (${locale.opener}): no query, nothing of the last one`, async () => {
    const { page, errors } = await visit(locale.home)
    const openPalette = () =>
      locale.opener === 'meta+K'
        ? page.keyboard.press('Meta+k')
        : page.getByRole('button', { name: locale.search, exact: true }).click()
    await openPalette()
    await palette(page).waitFor()
    // What an empty box lists: the pages and the colour modes.
    const firstList = await options(page).allTextContents()
    expect(firstList.length).toBeGreaterThan(1)
    await typeQuery(page, locale.snippet)
    await expect.poll(() => options(page).count()).toBeGreaterThan(1)
    await page.keyboard.press('Escape')
    await palette(page).waitFor({ state: 'detached' })
    await openPalette()
    await palette(page).waitFor()
    expect(await palette(page).getByRole('combobox').inputValue()).toBe('')
    expect(await options(page).allTextContents()).toEqual(firstList)
    await typeQuery(page, locale.queries[0])
    await expect.poll(() => options(page).count()).toBeGreaterThan(1)
    expect(errors).toEqual([])
  })

  it('makes the first result the active one after every change of the query, and Enter opens it', async () => {
    const { page } = await visit(locale.home)
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    const [first, second] = locale.queries
    await typeQuery(page, first)
    await expect.poll(() => options(page).count()).toBeGreaterThan(2)
    expect(await activeOption(page)).toEqual({ active: 0, marked: 0 })
    // The reader moves down, then narrows the query: the highlight goes back to the top.
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => activeOption(page)).toEqual({ active: 1, marked: 1 })
    await typeQuery(page, second)
    await expect.poll(() => activeOption(page)).toEqual({ active: 0, marked: 0 })
    const firstText = (await options(page).first().textContent())!
    const from = page.url()
    await page.keyboard.press('Enter')
    await page.waitForURL((address) => address.href !== from)
    await palette(page).waitFor({ state: 'detached' })
    await expect
      .poll(() => landedHeading(page))
      .toSatisfy((heading: string) => heading !== '' && firstText.includes(heading))
  })

  it('makes the first result active when the results arrive after the index loads', async () => {
    // With no service worker the index request goes through the page, where the test holds it.
    const { page } = await visitHoldingParts(locale.home)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/search-part\.[a-z]+\.[0-9a-f]+\.json$/, async (route) => {
      await held
      await route.continue()
    })
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    // "mode" and 模式 name the colour modes, listed before the index is there.
    await typeQuery(page, locale.lang === 'zh' ? '模式' : 'mode')
    const modes = locale.lang === 'zh' ? ['浅色模式', '深色模式'] : ['Light mode', 'Dark mode']
    await expect.poll(() => options(page).allTextContents()).toEqual(modes)
    // The palette makes the first of new results active once they render: a key pressed before
    // that, on a slow core, is undone by it.
    await expect.poll(() => activeOption(page)).toEqual({ active: 0, marked: 0 })
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => activeOption(page)).toEqual({ active: 1, marked: 1 })
    release()
    await expect.poll(() => options(page).count()).toBeGreaterThan(2)
    await expect.poll(() => activeOption(page)).toEqual({ active: 0, marked: 0 })
    expect(modes).not.toContain(await options(page).first().textContent())
  })

  it('keeps Tab inside the dialog: it reaches the close button and never opens a page', async () => {
    const { page } = await visit(locale.home)
    const from = page.url()
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement
        const inPalette = !!element?.closest('[data-testid="search-palette"]')
        return { inPalette, label: element?.getAttribute('aria-label') ?? '' }
      })
    // With the pages listed (the first one active), and with results for a query.
    for (const query of ['', locale.queries[0]]) {
      await typeQuery(page, query)
      if (query) await expect.poll(() => options(page).count()).toBeGreaterThan(2)
      await page.keyboard.press('Tab')
      await expect.poll(focused).toEqual({ inPalette: true, label: locale.close })
      await page.keyboard.press('Shift+Tab')
      await expect.poll(focused).toEqual({ inPalette: true, label: locale.search })
      // The box keeps what was typed, and the list what it found.
      expect(await palette(page).getByRole('combobox').inputValue()).toBe(query)
      expect(page.url()).toBe(from)
      expect(await palette(page).isVisible()).toBe(true)
    }
    // The close button, reached by the keyboard, closes the palette.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await palette(page).waitFor({ state: 'detached' })
    expect(page.url()).toBe(from)
  })

  it('closes with one click beside it, on a desktop and on a phone (issue 54, item 4)', async () => {
    for (const viewport of [{ width: 1280, height: 800 }, phone]) {
      const { page } = await visit(locale.home, viewport)
      await page.keyboard.press('Control+k')
      await palette(page).waitFor()
      // Below the panel, which ends at 70% of the height at most (10vh above it, 60vh of list).
      await page.mouse.click(viewport.width / 2, viewport.height - 8)
      await palette(page).waitFor({ state: 'detached', timeout: 3_000 })
    }
  })

  it('lists the pages and modes with no loading line while the index is on its way (item 14)', async () => {
    const { page } = await visitHoldingIndex(locale.home)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/_content\/search[^/]*\.json$/, async (route) => {
      await held
      await route.continue()
    })
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    await expect.poll(() => options(page).count()).toBeGreaterThan(1)
    expect(await palette(page).textContent()).not.toContain(locale.loading)
    // A query does wait for the index, and says so.
    await typeQuery(page, locale.queries[0])
    await expect.poll(() => palette(page).textContent()).toContain(locale.loading)
    release()
    await expect.poll(() => palette(page).locator('mark').count()).toBeGreaterThan(0)
    await typeQuery(page, '')
    await expect.poll(() => options(page).count()).toBeGreaterThan(1)
    expect(await palette(page).textContent()).not.toContain(locale.loading)
  })

  it('opens for a shortcut pressed before the app has started (item 6)', async () => {
    const context = await browser().newContext({ serviceWorkers: 'block' })
    const page = await context.newPage()
    // The app's scripts are held until the shortcut is pressed on the painted page.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto(url(locale.home), { waitUntil: 'domcontentloaded' })
    await page.locator('main h1, main h2').first().waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    await page.keyboard.press('Control+k')
    release()
    await palette(page).waitFor()
    expect(
      await palette(page)
        .getByRole('combobox')
        .evaluate((box) => box === document.activeElement),
    ).toBe(true)
    // Once the app runs, the shortcut is its own again: it closes what it opened.
    await page.keyboard.press('Control+k')
    await palette(page).waitFor({ state: 'detached' })
    await context.close()
  })

  it('clamps every snippet to two lines', async () => {
    // On a phone, where a snippet of about 120 characters takes three lines or more in either language.
    const { page } = await visit(locale.home, phone)
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    await typeQuery(page, locale.snippet)
    await expect.poll(() => palette(page).locator('mark').count()).toBeGreaterThan(2)
    // A snippet is what holds the marks of the words found.
    const snippets = await page.evaluate(() =>
      [
        ...new Set(
          [...document.querySelectorAll('[data-testid="hit-snippet"] mark')].map(
            (mark) => mark.parentElement!,
          ),
        ),
      ].map((element) => ({
        lines:
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
        cut: element.scrollHeight > element.clientHeight + 1,
      })),
    )
    expect(Math.max(...snippets.map((s) => s.lines))).toBeLessThanOrEqual(2.05)
    // The sample's snippets are long enough that some of them are cut.
    expect(snippets.some((s) => s.cut)).toBe(true)
  })

  it('marks the query in a result title as in its snippet (issue 54, item 22)', async () => {
    const { page } = await visit(locale.home)
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    await typeQuery(page, locale.title.query)
    const title = palette(page).getByTestId('hit-title').filter({ hasText: locale.title.text })
    await title.first().waitFor()
    expect(await title.first().innerHTML()).toMatch(
      new RegExp(`<mark[^>]*>${locale.title.query}</mark>`, 'i'),
    )
  })

  it('has a close button a phone shows, and it closes the palette', async () => {
    const { page } = await visitOnTouch(locale.home)
    await page.getByRole('button', { name: locale.search, exact: true }).tap()
    await palette(page).waitFor()
    const close = palette(page).getByRole('button', { name: locale.close })
    expect(await close.isVisible()).toBe(true)
    const box = (await close.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24)
    await close.tap()
    await palette(page).waitFor({ state: 'detached' })
  })
})
