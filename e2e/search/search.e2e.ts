/**
 * The search palette and the interactive content elements, in the prerendered site: shortcut and
 * button, Chinese words and English prefixes, keyboard only, copy code, tabs that remember.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.ts'
import { watchConsole } from '../support/console.ts'

const base = inject('siteUrl')
const url = (path: string) => new URL(path, base).href
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

async function newTab(): Promise<Page> {
  const context = await browser.newContext()
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
  return context.newPage()
}

/**
 * A page in a new browser context (empty cache and storage), loaded until the network is quiet:
 * for a check of what the page does not fetch while it settles.
 */
async function open(path: string): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const page = await newTab()
  const errors = watchConsole(page)
  const requests: string[] = []
  page.on('request', (r) => requests.push(new URL(r.url()).pathname))
  await page.goto(url(path), { waitUntil: 'networkidle' })
  await hydrated(page)
  return { page, requests, errors }
}

/**
 * One page for the tests of a describe block, each loading its address afresh once hydrated (the
 * shortcut and the buttons work from then on). A new context costs about a second, a load in an
 * open page a third of that. What a test leaves behind is in storage at most (a colour mode, a
 * tab choice): the test that writes it comes last in its block, or reads nothing another wrote.
 */
function useTab() {
  let page: Page
  let errors: string[]
  beforeAll(async () => {
    page = await newTab()
    errors = watchConsole(page)
  })
  afterAll(() => page?.context().close())
  return async (path: string) => {
    errors.length = 0
    await page.goto(url(path))
    await hydrated(page)
    return { page, errors }
  }
}

const palette = (page: Page) => page.getByTestId('search-palette')
const results = (page: Page) => palette(page).getByRole('option')

describe('search palette', () => {
  const visit = useTab()

  it('opens with the shortcut in Chinese, loads the index only then, and finds a Chinese word', async () => {
    const { page, requests, errors } = await open('/')
    expect(requests.filter((r) => r.includes('search'))).toEqual([])
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    await page.keyboard.type('博客')
    const first = results(page).first()
    await expect.poll(() => first.textContent()).toContain('博客')
    // Polled: a request the service worker answers is reported when its response is done, which
    // can be after the page has already shown what it read.
    await expect
      .poll(() => requests.some((r) => /search-part\.zh\.[0-9a-f]+\.json$/.test(r)))
      .toBe(true)
    expect(requests.some((r) => /search[.-]\w*\.?en\./.test(r))).toBe(false)
    expect(await palette(page).locator('mark').first().textContent()).toBe('博客')
    expect(errors).toEqual([])
    await page.context().close()
  })

  it('finds 静态网站和博客 by the word 博客, whatever the segmenter does', async () => {
    const { page } = await visit('/blog')
    await page.keyboard.press('Meta+k')
    await palette(page).waitFor()
    await page.keyboard.type('博客')
    await expect
      .poll(() => results(page).allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('静态网站和博客')]))
  })

  it('opens from the header button in English and finds an article by a prefix', async () => {
    const { page } = await visit('/en')
    await page.getByRole('button', { name: 'Search' }).click()
    await palette(page).waitFor()
    await page.keyboard.type('subsett')
    await expect.poll(() => results(page).first().textContent()).toMatch(/subset/i)
    expect(await results(page).count()).toBeLessThanOrEqual(42 + 7)
  })

  it('is usable by keyboard alone: arrows, Enter goes to the heading, Esc closes', async () => {
    const { page } = await visit('/en/about')
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    await page.keyboard.type('why a static site')
    await expect.poll(() => results(page).first().textContent()).toContain('Why a static site')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('Enter')
    await page.waitForURL(url('/en/blog/why-static-sites#why-a-static-site'))
    await palette(page).waitFor({ state: 'detached' })
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getElementById('why-a-static-site')!.getBoundingClientRect().top,
        ),
      )
      .toBeLessThan(200)
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    await page.keyboard.press('Escape')
    await palette(page).waitFor({ state: 'detached' })
  })

  // Last in the block: it stores the dark mode.
  it('lists pages and colour modes, and switches the mode from there', async () => {
    const { page } = await visit('/en')
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
    await page.keyboard.type('dark')
    await results(page)
      .filter({ hasText: /^Dark mode$/ })
      .click()
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark')
  })
})

describe('content elements', () => {
  const visit = useTab()

  it('copies a code block to the clipboard and shows copied', async () => {
    const { page } = await visit('/en/blog/markdown-pipeline-with-unified')
    const block = page.locator('.code-block').filter({ hasText: 'remarkParse' }).first()
    await block.hover()
    await block.getByRole('button', { name: 'Copy code' }).click()
    await block.getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      "import remarkParse from 'remark-parse'",
    )
    // Back to its label a moment (copiedMs) later.
    await block.getByRole('button', { name: 'Copy code' }).waitFor()
  })

  // Last in the block: it stores the tab choice (no test before it chose a tab).
  it('switches a tab by click and arrow keys, and remembers it for groups with the same labels', async () => {
    const { page, errors } = await visit('/en/blog/markdown-pipeline-with-unified')
    const group = page
      .locator('.tab-set')
      .filter({ has: page.getByRole('tab', { name: 'pnpm' }) })
      .first()
    // A click before hydration is replayed once React has attached: the tab turns a moment later.
    await group.getByRole('tab', { name: 'pnpm' }).click()
    await expect
      .poll(() => group.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected'))
      .toBe('true')
    expect(await group.locator('[role="tabpanel"]:visible').textContent()).toContain('pnpm add')
    await page.keyboard.press('ArrowRight')
    await expect
      .poll(() => group.getByRole('tab', { name: 'yarn' }).getAttribute('aria-selected'))
      .toBe('true')
    await page.reload()
    await hydrated(page)
    await expect
      .poll(() => group.getByRole('tab', { name: 'yarn' }).getAttribute('aria-selected'))
      .toBe('true')
    expect(await group.locator('[role="tabpanel"]:visible').textContent()).toContain('yarn add')
    // Hydrated from the prerendered first tab, then moved to the remembered one: no mismatch.
    expect(errors).toEqual([])
  })
})
