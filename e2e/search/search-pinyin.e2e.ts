/**
 * Pinyin search (issue 35, item 1), in the prerendered site: in the Chinese palette a word's
 * pinyin, whole, syllable by syllable, begun or as initials, finds what its characters find, the
 * best first; what holds the letters typed ranks above what only sounds like them; the English
 * palette, whose index has no pinyin, finds nothing by pinyin.
 */
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { hasPinyin } from '../../src/shared/search/search-parts.ts'
import { searchMeta } from '../support/search-files.ts'
import { open, useBrowser } from '../support/site.ts'

useBrowser()

const palette = (page: Page) => page.getByTestId('search-palette')
/** The sections found (an option with a snippet), as heading trail › title. */
const hits = (page: Page) =>
  palette(page)
    .locator('[role="option"]:has(.line-clamp-2)')
    .evaluateAll((options) =>
      options.map((o) =>
        // The heading trail and the title, not the snippet.
        [...o.querySelectorAll('.truncate, [data-testid="hit-title"]')]
          .map((s) => s.textContent)
          .join(' › '),
      ),
    )
const marked = (page: Page) =>
  palette(page)
    .locator('[role="option"]:has(.line-clamp-2)')
    .evaluateAll((options) => options.map((o) => o.querySelector('mark') !== null))

/** Searches `query` in the open palette, once what it finds has settled. */
async function search(page: Page, query: string, count: (n: number) => boolean = (n) => n > 0) {
  await palette(page).getByRole('combobox').fill(query)
  await expect.poll(async () => count((await hits(page)).length)).toBe(true)
  // The first results show before the text of the rest: wait until the list stops growing.
  let last = -1
  await expect
    .poll(async () => {
      const now = (await hits(page)).length
      const same = now === last
      last = now
      return same
    })
    .toBe(true)
  return hits(page)
}

async function openPalette(path: string) {
  const { page, errors } = await open(path)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.keyboard.press('Control+k')
  await palette(page).waitFor()
  return { page, errors }
}

describe('pinyin search in the Chinese palette', () => {
  it('finds with paiban, pai ban, paib and pb the sections 排版 finds, the best first', async () => {
    const { page, errors } = await openPalette('/')
    const byCharacters = await search(page, '排版')
    expect(byCharacters.length).toBeGreaterThan(3)
    expect(byCharacters[0]).toContain('排版')
    // The same sections, the best first; below, the pinyin field's other length (it holds
    // initials too) can swap two sections whose scores are close.
    for (const query of ['paiban', 'pai ban', 'paib']) {
      const found = await search(page, query)
      expect([...found].sort(), query).toEqual([...byCharacters].sort())
      expect(found.slice(0, 2), query).toEqual(byCharacters.slice(0, 2))
    }
    // Initials find more (every pair read p… b…), the sections with 排版 among them.
    const byInitials = await search(page, 'pb')
    expect(byInitials).toEqual(expect.arrayContaining(byCharacters))
    expect(byInitials[0]).toBe(byCharacters[0])
    expect(errors).toEqual([])
    await page.close()
  })

  it('ranks the sections that hold the letters typed above those that hold only their sound', async () => {
    const { page } = await openPalette('/')
    // linzhou is in addresses (linzhou.dev) in three sections, and the pinyin of 林舟 on the about page.
    const found = await search(page, 'linzhou', (n) => n > 3)
    expect(found.at(-1)).toContain('关于')
    expect(await marked(page)).toEqual([...found.slice(0, -1).map(() => true), false])
    await page.close()
  })
})

describe('the English palette', () => {
  it('has no pinyin: chunmian finds nothing where 春眠 finds a section', async () => {
    expect(hasPinyin((await searchMeta(inject('siteDir'), 'en')).documents)).toBe(false)
    expect(hasPinyin((await searchMeta(inject('siteDir'), 'zh')).documents)).toBe(true)
    const { page, errors } = await openPalette('/en')
    expect(await search(page, '春眠')).toHaveLength(1)
    await palette(page).getByRole('combobox').fill('chunmian')
    await palette(page).getByText('Nothing found for “chunmian”').waitFor()
    expect(await hits(page)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})
