/**
 * The search palette starts fresh and keeps Enter on the first result (issue 32, item 3), in the
 * prerendered site, in Chinese and English: nothing from the last query after a reopen, the first
 * result active after every change of the query and when the index arrives, snippets two lines
 * high, a close button a phone can see.
 */
import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { activeMarkContrast, activeOption, options, palette } from '../support/palette.ts'
import { watchConsole } from '../support/console.ts'
import { forgetState, hydrated, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

/** What a context gets when it names none (Playwright's default), and a phone's screen. */
const desktop = { width: 1280, height: 720 }
const phone = { width: 360, height: 740 }

/**
 * A page the tests share, in both languages: a new page costs a second or more on a loaded
 * machine, a new document a third of that, a test in the document the last one left next to
 * nothing. `load` makes a new document: no route, storage or cookie of the tests before, no
 * palette, no index (given no path, the test routes its first requests and goes itself). `home`
 * gives the locale's home as the last test left it, the palette closed, its chunk and index kept.
 * With a route the HTTP cache is off and, with no service worker, a held file is fetched through
 * the page. A failed test's page goes: its retry, and the tests after it, get a new one.
 */
function sharedPage(contextOptions: BrowserContextOptions = {}) {
  let shared: { page: Page; errors: string[]; home?: string } | undefined
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !shared) return
    await shared.page.context().close()
    shared = undefined
  })
  afterAll(() => shared?.page.context().close())
  const load = async (path?: string, viewport = contextOptions.viewport ?? desktop) => {
    if (!shared) {
      const page = await browser().newPage({ serviceWorkers: 'block', ...contextOptions })
      shared = { page, errors: watchConsole(page) }
    }
    const { page, errors } = shared
    await forgetState(page)
    errors.length = 0 // What the last document reported is not this one's.
    await page.setViewportSize(viewport)
    shared.home = path && url(path)
    if (path) await page.goto(url(path)).then(() => hydrated(page))
    return shared
  }
  const home = async (path: string, viewport = desktop) => {
    if (shared?.home !== url(path) || shared.page.url() !== shared.home) return load(path, viewport)
    if (await palette(shared.page).isVisible()) {
      await shared.page.keyboard.press('Escape')
      await palette(shared.page).waitFor({ state: 'detached' })
    }
    await shared.page.setViewportSize(viewport)
    return shared
  }
  return { load, home }
}

const screen = sharedPage()
const touch = sharedPage({ viewport: phone, isMobile: true, hasTouch: true })

const openPalette = (page: Page) =>
  page.keyboard.press('Control+k').then(() => palette(page).waitFor())

const box = (page: Page) => palette(page).getByRole('combobox')

/** Holds the page's requests for what `pattern` matches until the function returned is called. */
async function hold(page: Page, pattern: RegExp) {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, (route) => held.then(() => route.continue()))
  return release
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

// The tests up to the one that opens a result run in one document of the locale's home, the
// first of them opening the palette for the first time in it; the ones after it each load anew.
describe.each(locales)('the search palette in $lang', (locale) => {
  it(`starts fresh when it opens again (${locale.opener}): no query, nothing of the last one`, async () => {
    const { page, errors } = await screen.home(locale.home)
    const openIt = async () => {
      if (locale.opener === 'meta+K') await page.keyboard.press('Meta+k')
      else await page.getByRole('button', { name: locale.search, exact: true }).click()
      await palette(page).waitFor()
    }
    await openIt()
    // What an empty box lists: the pages and the colour modes.
    const firstList = await options(page).allTextContents()
    expect(firstList.length).toBeGreaterThan(1)
    await box(page).fill(locale.snippet)
    await expect.poll(() => options(page).count()).toBeGreaterThan(1)
    await page.keyboard.press('Escape')
    await palette(page).waitFor({ state: 'detached' })
    await openIt()
    expect(await box(page).inputValue()).toBe('')
    expect(await options(page).allTextContents()).toEqual(firstList)
    await box(page).fill(locale.queries[0])
    await expect.poll(() => options(page).count()).toBeGreaterThan(1)
    expect(errors).toEqual([])
  })

  it('keeps Tab inside the dialog: it reaches the close button and never opens a page', async () => {
    const { page } = await screen.home(locale.home)
    const from = page.url()
    await openPalette(page)
    const focused = () =>
      page.evaluate(() => ({
        inPalette: !!document.activeElement?.closest('[data-testid="search-palette"]'),
        label: document.activeElement?.getAttribute('aria-label') ?? '',
      }))
    // With the pages listed (the first one active), and with results for a query.
    for (const query of ['', locale.queries[0]]) {
      await box(page).fill(query)
      if (query) await expect.poll(() => options(page).count()).toBeGreaterThan(2)
      await page.keyboard.press('Tab')
      await expect.poll(focused).toEqual({ inPalette: true, label: locale.close })
      await page.keyboard.press('Shift+Tab')
      await expect.poll(focused).toEqual({ inPalette: true, label: locale.search })
      // The box keeps what was typed, and the list what it found.
      expect(await box(page).inputValue()).toBe(query)
      expect(page.url()).toBe(from)
      expect(await palette(page).isVisible()).toBe(true)
    }
    // The close button, reached by the keyboard, closes the palette.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await palette(page).waitFor({ state: 'detached' })
    expect(page.url()).toBe(from)
  })

  it('marks the query in a result title as in its snippet, plainly on the active row too (issue 54, item 22)', async () => {
    const { page } = await screen.home(locale.home)
    await openPalette(page)
    await box(page).fill(locale.title.query)
    const title = palette(page).getByTestId('hit-title').filter({ hasText: locale.title.text })
    await title.first().waitFor()
    expect(await title.first().innerHTML()).toMatch(
      new RegExp(`<mark[^>]*>${locale.title.query}</mark>`, 'i'),
    )
    // On the active row, whose ground is tinted too, a mark still stands out from it.
    const grounds = await activeMarkContrast(page)
    expect(grounds).toBeGreaterThan(1.1)
  })

  it('closes with one click beside it, on a desktop and on a phone (issue 54, item 4)', async () => {
    // One document, resized: the panel's place is CSS alone (vh units), laid out again on a resize.
    const { page } = await screen.home(locale.home)
    for (const viewport of [{ width: 1280, height: 800 }, phone]) {
      await page.setViewportSize(viewport)
      await openPalette(page)
      // Below the panel, which ends at 70% of the height at most (10vh above it, 60vh of list).
      await page.mouse.click(viewport.width / 2, viewport.height - 8)
      await palette(page).waitFor({ state: 'detached', timeout: 3_000 })
    }
  })

  it('clamps every snippet to two lines', async () => {
    // On a phone, where a snippet of about 120 characters takes three lines or more in either language.
    const { page } = await screen.home(locale.home, phone)
    await openPalette(page)
    await box(page).fill(locale.snippet)
    await expect.poll(() => palette(page).locator('mark').count()).toBeGreaterThan(2)
    // A snippet is what holds the marks of the words found.
    const snippets = await palette(page)
      .locator('[data-testid="hit-snippet"] mark')
      .evaluateAll((marks) =>
        [...new Set(marks.map((mark) => mark.parentElement!))].map((s) => ({
          lines: s.getBoundingClientRect().height / parseFloat(getComputedStyle(s).lineHeight),
          cut: s.scrollHeight > s.clientHeight + 1,
        })),
      )
    expect(Math.max(...snippets.map((s) => s.lines))).toBeLessThanOrEqual(2.05)
    // The sample's snippets are long enough that some of them are cut.
    expect(snippets.some((s) => s.cut)).toBe(true)
  })

  it('makes the first result the active one after every change of the query, and Enter opens it', async () => {
    const { page } = await screen.home(locale.home)
    await openPalette(page)
    const [first, second] = locale.queries
    await box(page).fill(first)
    await expect.poll(() => options(page).count()).toBeGreaterThan(2)
    expect(await activeOption(page)).toEqual({ active: 0, marked: 0 })
    // The reader moves down, then narrows the query: the highlight goes back to the top.
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => activeOption(page)).toEqual({ active: 1, marked: 1 })
    await box(page).fill(second)
    await expect.poll(() => activeOption(page)).toEqual({ active: 0, marked: 0 })
    const firstText = (await options(page).first().textContent())!
    const from = page.url()
    await page.keyboard.press('Enter')
    await page.waitForURL((address) => address.href !== from)
    await palette(page).waitFor({ state: 'detached' })
    // The heading the page opened at, once it shows: the one its hash names, or its title.
    const landed = () =>
      page.evaluate(() => {
        const id = decodeURIComponent(location.hash.slice(1))
        const heading = id ? document.getElementById(id) : document.querySelector('main h1')
        return heading?.textContent?.trim() ?? ''
      })
    await expect
      .poll(landed)
      .toSatisfy((heading: string) => heading !== '' && firstText.includes(heading))
  })

  it('makes the first result active when the results arrive after the index loads', async () => {
    const { page } = await screen.load(locale.home)
    const parts = /\/search-part\.[a-z]+\.[0-9a-f]+\.json$/
    const release = await hold(page, parts)
    const asked = page.waitForRequest(parts)
    asked.catch(() => {}) // Awaited below: if the test fails before, its page's closing rejects it.
    await openPalette(page)
    // "mode" and 模式 name the colour modes, listed before the index is there.
    await box(page).fill(locale.lang === 'zh' ? '模式' : 'mode')
    const modes = locale.lang === 'zh' ? ['浅色模式', '深色模式'] : ['Light mode', 'Dark mode']
    await expect.poll(() => options(page).allTextContents()).toEqual(modes)
    // The palette makes the first of new results active once they render: a key pressed before
    // that, on a slow core, is undone by it, as is one before the search opens and asks for a part.
    await asked
    await expect.poll(() => activeOption(page)).toEqual({ active: 0, marked: 0 })
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => activeOption(page)).toEqual({ active: 1, marked: 1 })
    release()
    await expect.poll(() => options(page).count()).toBeGreaterThan(2)
    await expect.poll(() => activeOption(page)).toEqual({ active: 0, marked: 0 })
    expect(modes).not.toContain(await options(page).first().textContent())
  })

  it('lists the pages and modes with no loading line while the index is on its way (item 14)', async () => {
    const { page } = await screen.load(locale.home)
    const release = await hold(page, /\/_content\/search[^/]*\.json$/)
    await openPalette(page)
    await expect.poll(() => options(page).count()).toBeGreaterThan(1)
    expect(await palette(page).textContent()).not.toContain(locale.loading)
    // A query does wait for the index, and says so.
    await box(page).fill(locale.queries[0])
    await expect.poll(() => palette(page).textContent()).toContain(locale.loading)
    release()
    await expect.poll(() => palette(page).locator('mark').count()).toBeGreaterThan(0)
    await box(page).fill('')
    await expect.poll(() => options(page).count()).toBeGreaterThan(1)
    expect(await palette(page).textContent()).not.toContain(locale.loading)
  })

  it('opens for a shortcut pressed before the app has started (item 6)', async () => {
    const { page } = await screen.load()
    // The app's scripts are held until the shortcut is pressed on the painted page.
    const release = await hold(page, /\/assets\/.*\.js$/)
    await page.goto(url(locale.home), { waitUntil: 'domcontentloaded' })
    await page.locator('main h1, main h2').first().waitFor()
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
    await page.keyboard.press('Control+k')
    release()
    await palette(page).waitFor()
    expect(await box(page).evaluate((input) => input === document.activeElement)).toBe(true)
    // Once the app runs, the shortcut is its own again: it closes what it opened.
    await page.keyboard.press('Control+k')
    await palette(page).waitFor({ state: 'detached' })
  })

  it('has a close button a phone shows, and it closes the palette', async () => {
    const { page } = await touch.load(locale.home)
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
