/**
 * The home page on a phone (issue 54, items 17 and 18): the title breaks at phrases, never inside
 * 前端工程师 or at Front-end's hyphen; the hero's buttons share out their rows; the FAQ shows all its
 * tabs, a long label on two lines.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { open, useBrowser } from '../support/site.ts'

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

/** Sets the page's width and waits for it to be laid out again. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 })
  await page.evaluate(() => new Promise(requestAnimationFrame))
}

describe.each([
  ['/', ['前端工程师', '设计师']],
  ['/en', ['Front-end']],
] as const)('the hero of %s on a phone', (path, words) => {
  it('keeps its title’s words whole and fitting, and its buttons fill their rows', async () => {
    const { page } = await open(path, { viewport: { width: 320, height: 800 } })
    for (const width of [320, 360, 414]) {
      await resize(page, width)
      for (const word of words)
        expect({ width, word, lines: await linesOf(page, word) }).toEqual({ width, word, lines: 1 })
      // The title fits the screen: nothing of it is cut off at the side.
      const overflow = await page.evaluate(() => {
        const title = document.querySelector('main h1')!
        return title.scrollWidth - title.clientWidth
      })
      expect(overflow).toBeLessThanOrEqual(0)
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
      if (width < 400) expect(rows.length).toBeGreaterThan(1)
      for (const gap of rows) expect({ width, gap: gap <= 1 }).toEqual({ width, gap: true })
    }
    await page.close()
  })
})

describe.each(['/', '/en'])('the FAQ of %s', (path) => {
  const state = (page: Page) =>
    page.evaluate(() => {
      const list = document.querySelector<HTMLElement>('main [role=tablist]')!
      return { more: list.dataset.more ?? '', mask: getComputedStyle(list).maskImage }
    })

  it('shows every tab on a phone, each label whole, and holds its questions as cards', async () => {
    const { page } = await open(path, { viewport: { width: 320, height: 700 } })
    const list = page.locator('main [role=tablist]')
    await list.scrollIntoViewIfNeeded()
    // The row does not scroll (nothing to fade), and no label is cut or broken inside a word: a
    // long English label takes two lines instead ("Talks and / writing").
    expect(await list.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
    expect(await state(page)).toEqual({ more: '', mask: 'none' })
    const tabs = await list.evaluate((e) =>
      [...e.querySelectorAll('[role=tab]')].map((tab) => ({
        label: tab.textContent,
        whole: tab.scrollWidth <= tab.clientWidth,
        inside: tab.getBoundingClientRect().right <= e.getBoundingClientRect().right + 0.5,
      })),
    )
    expect(tabs.length).toBe(3)
    for (const tab of tabs) expect(tab).toMatchObject({ whole: true, inside: true })
    // Where every tab shows, nothing fades.
    await resize(page, 1280)
    await expect.poll(() => state(page)).toEqual({ more: '', mask: 'none' })
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
