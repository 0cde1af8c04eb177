/**
 * The home page on a phone (issue 54, items 17 and 18): the title breaks at phrases, never inside
 * 前端工程师 or at Front-end's hyphen; the hero's buttons share out their rows; the FAQ's tab row,
 * wider than the screen, fades at the side with more tabs.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { open, useBrowser } from './support/site.ts'

useBrowser()

/** How many lines the words take in the page's <h1>: the distinct tops of their characters. */
const linesOf = (page: Page, words: string) =>
  page.evaluate((words) => {
    const title = document.querySelector('main h1')!
    const text = title.textContent!
    const start = text.indexOf(words)
    if (start < 0) throw new Error(`"${words}" is not in "${text}"`)
    const tops = new Set<number>()
    const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT)
    let offset = 0
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const length = node.textContent!.length
      for (let i = 0; i < length; i++) {
        if (offset + i < start || offset + i >= start + words.length) continue
        const range = document.createRange()
        range.setStart(node, i)
        range.setEnd(node, i + 1)
        tops.add(Math.round(range.getBoundingClientRect().top))
      }
      offset += length
    }
    return tops.size
  }, words)

describe.each([
  ['/', '前端工程师'],
  ['/', '设计师'],
  ['/en', 'Front-end'],
])('the title of %s', (path, words) => {
  it.each([320, 360, 414])(`keeps "${words}" on one line at %i px`, async (width) => {
    const { page } = await open(path, { viewport: { width, height: 800 } })
    expect(await linesOf(page, words)).toBe(1)
    // And the title fits the screen: nothing of it is cut off at the side.
    const overflow = await page.evaluate(() => {
      const title = document.querySelector('main h1')!
      return title.scrollWidth - title.clientWidth
    })
    expect(overflow).toBeLessThanOrEqual(0)
    await page.close()
  })
})

describe.each(['/', '/en'])('the hero buttons of %s', (path) => {
  it.each([320, 360])('fill every row they take at %i px', async (width) => {
    const { page } = await open(path, { viewport: { width, height: 800 } })
    const rows = await page.evaluate(() => {
      const box = document.querySelector('main .hero-links')!
      const right = box.getBoundingClientRect().right
      const byRow = new Map<number, number>()
      for (const button of box.children) {
        const r = button.getBoundingClientRect()
        byRow.set(Math.round(r.top), Math.max(byRow.get(Math.round(r.top)) ?? 0, r.right))
      }
      return [...byRow.values()].map((end) => Math.round(right - end))
    })
    expect(rows.length).toBeGreaterThan(1)
    for (const gap of rows) expect(gap).toBeLessThanOrEqual(1)
    await page.close()
  })
})

describe.each(['/', '/en'])('the FAQ tabs of %s', (path) => {
  const state = (page: Page) =>
    page.evaluate(() => {
      const list = document.querySelector<HTMLElement>('main [role=tablist]')!
      return { more: list.dataset.more ?? '', mask: getComputedStyle(list).maskImage }
    })

  it('either all show on a phone, or fade at the side with more tabs and follow a scroll', async () => {
    const { page } = await open(path, { viewport: { width: 320, height: 700 } })
    const list = page.locator('main [role=tablist]')
    await list.scrollIntoViewIfNeeded()
    const fits = await list.evaluate((e) => e.scrollWidth <= e.clientWidth)
    // The Chinese labels are short enough; the English ones are not (the test of the fade).
    expect(fits).toBe(path === '/')
    if (fits) {
      expect(await state(page)).toEqual({ more: '', mask: 'none' })
      return page.close()
    }
    await expect.poll(() => state(page)).toMatchObject({ more: 'end' })
    expect((await state(page)).mask).toContain('gradient')
    await list.evaluate((e) => (e.scrollLeft = e.scrollWidth))
    await expect.poll(async () => (await state(page)).more).toBe('start')
    await page.close()
  })

  it('do not fade where every tab shows', async () => {
    const { page } = await open(path, { viewport: { width: 1280, height: 800 } })
    expect(await state(page)).toEqual({ more: '', mask: 'none' })
    await page.close()
  })

  it('hold questions as cards bordered on every side', async () => {
    const { page } = await open(path, { viewport: { width: 360, height: 800 } })
    const borders = await page.evaluate(() =>
      [...document.querySelectorAll('main [role=tabpanel] details')].map((d) => {
        const s = getComputedStyle(d)
        return [s.borderTopWidth, s.borderRightWidth, s.borderBottomWidth, s.borderLeftWidth]
      }),
    )
    expect(borders.length).toBeGreaterThan(1)
    for (const sides of borders) expect(sides).toEqual(['1px', '1px', '1px', '1px'])
    await page.close()
  })
})
