/**
 * Search in parts (issue 33, decision 0036), in the prerendered site and both languages: the
 * palette fetches the locale's meta file and only the parts of the index a query needs, a second
 * query fetches only the parts it adds, and a query that ran once runs again offline.
 */
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { partsFor, type SearchMeta } from '../../src/shared/search/search-parts.ts'
import { queryTokens } from '../../src/shared/search/search-tokenizer.ts'
import { searchMeta } from '../support/search-files.ts'
import { hydrated, inLocale, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()
const siteDir = inject('siteDir')

const metaOf = (locale: string) => searchMeta(siteDir, locale)

/** The part files a query needs, as the palette works them out. */
const partFiles = (meta: SearchMeta, query: string) =>
  new Set([...partsFor(meta, queryTokens(query))].map((i) => meta.parts[i]!.file))

const palette = (page: Page) => page.getByTestId('search-palette')
const hits = (page: Page) => palette(page).locator('[role="option"] mark')

/** Opens the palette and searches `query`, until its first hit shows a match. */
async function search(page: Page, query: string) {
  if (!(await palette(page).isVisible())) {
    await page.keyboard.press('Control+k')
    await palette(page).waitFor()
  }
  await page.getByRole('combobox').fill(query)
  await hits(page).first().waitFor()
}

const cases = [
  { locale: 'zh', first: '博客', second: '静态' },
  { locale: 'en', first: 'static', second: 'font' },
]

describe.each(cases)('search in parts ($locale)', ({ locale, first, second }) => {
  it('fetches only the parts a query needs, then only the ones a second query adds', async () => {
    const meta = await metaOf(locale)
    const [needed, added] = [partFiles(meta, first), partFiles(meta, second)]
    // The sample content must leave something to fetch for each query.
    expect(needed.size).toBeLessThan(meta.parts.length)
    const more = [...added].filter((file) => !needed.has(file))
    expect(more.length).toBeGreaterThan(0)

    const page = await browser().newPage({ serviceWorkers: 'block' })
    const parts: string[] = []
    page.on('request', (r) => {
      const file = /_content\/(search-part\.[^/]+\.json)$/.exec(new URL(r.url()).pathname)?.[1]
      if (file) parts.push(file)
    })
    await page.goto(url(inLocale('/blog', locale)), { waitUntil: 'networkidle' })
    await hydrated(page)
    await search(page, first)
    expect(new Set(parts)).toEqual(needed)
    expect(parts.length).toBe(needed.size)
    parts.length = 0
    await search(page, second)
    await expect.poll(() => hits(page).first().innerText()).toMatch(new RegExp(second, 'i'))
    expect(new Set(parts)).toEqual(new Set(more))
    await page.close()
  })

  it('answers a query offline once it ran online', async () => {
    const context: BrowserContext = await browser().newContext()
    const page = await context.newPage()
    const path = inLocale('/blog', locale)
    await page.goto(url(path), { waitUntil: 'networkidle' })
    await hydrated(page)
    // The first worker takes control of the open page at once (clientsClaim): what the search
    // fetches from now on goes through it.
    await expect
      .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 })
      .toBe(true)
    await search(page, first)
    // The first hits show together; the others join later, so those are what is compared.
    const firstHits = async () =>
      (await palette(page).locator('[role="option"]:has(mark)').allInnerTexts()).slice(0, 5)
    const online = await firstHits()

    await context.setOffline(true)
    await page.goto(url(path))
    await hydrated(page)
    await search(page, first)
    expect(await firstHits()).toEqual(online)
    await context.close()
  })
})
