/**
 * Small parts that came apart on a phone (issue 54): each checked at 320 px in both languages, in
 * one tab that moves from page to page, measured from the boxes a reader sees.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hydrated, inLocale, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()
let page: Page

beforeAll(async () => {
  page = await browser().newPage({ viewport: { width: 320, height: 800 }, serviceWorkers: 'block' })
})
afterAll(() => page.close())

async function visit(path: string) {
  await page.goto(url(path), { waitUntil: 'load' })
  await hydrated(page)
}

describe.each(['zh', 'en'])('at 320 px in %s', (locale) => {
  it('sets a callout’s icon on the first line of a title that wraps', async () => {
    await visit(inLocale('/blog/chinese-typography-on-the-web', locale))
    const callouts = await page.evaluate(() =>
      [...document.querySelectorAll('.callout > p:first-child')].map((title) => {
        const icon = title.querySelector('svg, [class*="i-lucide"]')!.getBoundingClientRect()
        const text = document.createRange()
        text.selectNodeContents(title.lastChild!)
        const lines = [...text.getClientRects()].map((r) => r.top)
        const first = text.getClientRects()[0]!
        return {
          lines: new Set(lines.map(Math.round)).size,
          middle: icon.top + icon.height / 2,
          top: first.top,
          bottom: first.bottom,
        }
      }),
    )
    expect(callouts.length).toBeGreaterThan(0)
    // Narrow enough that a title wraps: the icon still sits on its first line.
    await page.setViewportSize({ width: 200, height: 800 })
    const narrow = await page.evaluate(() =>
      [...document.querySelectorAll('.callout > p:first-child')].map((title) => {
        const icon = title.querySelector('svg, [class*="i-lucide"]')!.getBoundingClientRect()
        const text = document.createRange()
        text.selectNodeContents(title.lastChild!)
        const rects = [...text.getClientRects()]
        return {
          lines: new Set(rects.map((r) => Math.round(r.top))).size,
          middle: icon.top + icon.height / 2,
          top: rects[0]!.top,
          bottom: rects[0]!.bottom,
        }
      }),
    )
    await page.setViewportSize({ width: 320, height: 800 })
    const wrapped = narrow.filter((c) => c.lines > 1)
    expect(wrapped.length).toBeGreaterThan(0)
    for (const c of [...callouts, ...narrow]) {
      expect(c.middle).toBeGreaterThan(c.top)
      expect(c.middle).toBeLessThan(c.bottom)
    }
  })

  it('starts a task’s wrapped lines under its text, not under its checkbox', async () => {
    await visit(inLocale('/blog/speaking-checklist', locale))
    // Narrow enough that tasks wrap in both languages.
    await page.setViewportSize({ width: 280, height: 800 })
    const tasks = await page.evaluate(() =>
      [...document.querySelectorAll('.task-list-item label')].map((label) => {
        const box = label.querySelector('input')!.getBoundingClientRect()
        const text = document.createRange()
        text.setStartAfter(label.querySelector('input')!)
        text.setEnd(label, label.childNodes.length)
        const rects = [...text.getClientRects()].filter((r) => r.width > 0)
        return {
          checkbox: box.left,
          lefts: rects.map((r) => Math.round(r.left)),
          ground: getComputedStyle(label.querySelector('input')!).backgroundColor,
          checked: label.querySelector('input')!.checked,
        }
      }),
    )
    await page.setViewportSize({ width: 320, height: 800 })
    const wrapping = tasks.filter((t) => new Set(t.lefts).size > 1 || t.lefts.length > 1)
    expect(tasks.length).toBeGreaterThan(3)
    expect(wrapping.length).toBeGreaterThan(0)
    for (const { checkbox, lefts } of tasks) {
      // Every line of a task starts where its first line's text does, right of the box.
      expect(Math.max(...lefts) - Math.min(...lefts)).toBeLessThanOrEqual(1)
      expect(lefts[0]).toBeGreaterThan(checkbox + 8)
    }
    // A ticked box is filled and an empty one is not, though both are read-only.
    const grounds = (checked: boolean) =>
      new Set(tasks.filter((t) => t.checked === checked).map((t) => t.ground))
    expect(grounds(true).size).toBe(1)
    expect(grounds(false).size).toBe(1)
    expect([...grounds(true)][0]).not.toBe([...grounds(false)][0])
  })

  it('keeps every project card’s link icon at the end of its tag row', async () => {
    await visit(inLocale('/project', locale))
    const cards = await page.evaluate(() =>
      [...document.querySelectorAll('main li.card')].map((card) => {
        const icon = card.querySelector('[class*="i-lucide-square-arrow"], .sr-only + *')!
        const tags = card.querySelector('ul')!.getBoundingClientRect()
        const row = icon.parentElement!.parentElement!.getBoundingClientRect()
        const box = icon.getBoundingClientRect()
        return { right: Math.round(row.right - box.right), beside: box.left >= tags.right }
      }),
    )
    expect(cards.length).toBeGreaterThan(3)
    for (const card of cards) expect(card).toEqual({ right: 0, beside: true })
  })

  it('fades a table or code block wider than the phone at the side with more', async () => {
    await visit(inLocale('/blog/image-pipeline-with-sharp', locale))
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.prose .table-wrap, .prose pre')]
          .filter((box) => box.scrollWidth > box.clientWidth + 1)
          .map((box) => ({
            kind: box.tagName.toLowerCase(),
            more: box.dataset.more,
            faded: getComputedStyle(box).maskImage.includes('gradient'),
          })),
      )
    expect((await boxes()).some((box) => box.kind === 'div')).toBe(true)
    // Once the page has settled (its fonts in, which widen a line of code), every one is faded.
    await expect
      .poll(async () => (await boxes()).filter((box) => box.more !== 'end' || !box.faded))
      .toEqual([])
  })

  it('marks the blog in the header on a tag page', async () => {
    await visit(inLocale('/tags/css', locale))
    const current = await page.evaluate(() =>
      [...document.querySelectorAll('header nav a.nav-link-active')].map((a) =>
        a.getAttribute('href'),
      ),
    )
    expect(current).toEqual([inLocale('/blog', locale)])
  })

  it('breaks a long missing address after its slashes, not inside its words', async () => {
    const missing = inLocale('/blog/notes/2025/an-article-that-was-never/written-here', locale)
    await visit(missing)
    const starts = await page.evaluate(() => {
      const message = [...document.querySelectorAll('[data-error] p')].find((p) =>
        p.textContent!.includes('/written-here'),
      )!
      const text = message.textContent!
      const walker = document.createTreeWalker(message, NodeFilter.SHOW_TEXT)
      const found: string[] = []
      let top: number | undefined
      let at = 0
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++, at++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const rect = range.getClientRects()[0]
          if (!rect?.width) continue
          if (top !== undefined && rect.top > top + 1) found.push(text.slice(at - 1, at + 1))
          top = rect.top
        }
      }
      return found
    })
    expect(starts.length).toBeGreaterThan(0)
    // Each line starts after a slash, a hyphen or a space: the character before a line's start is one.
    for (const pair of starts) expect(pair[0], pair).toMatch(/[/\s:：-]/)
  })

  it('rings a FAQ question for the keyboard only, in the site’s green, never after a click', async () => {
    await visit(inLocale('/', locale))
    const question = page.locator('[role=tabpanel] summary').first()
    await question.scrollIntoViewIfNeeded()
    await question.click()
    const ring = () => question.evaluate((e) => getComputedStyle(e).boxShadow)
    expect(await ring()).toBe('none')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    expect(await question.evaluate((e) => e === document.activeElement)).toBe(true)
    // primary-600, the ring's colour in light mode.
    expect(await ring()).toContain('rgb(22, 163, 74)')
  })

  it('breaks the footer’s credits at their dots, never just after one', async () => {
    await visit(inLocale('/about', locale))
    const parts = await page.evaluate(() =>
      [...document.querySelectorAll('footer p span.inline-block')].map((part) => ({
        text: part.textContent,
        lines: new Set([...part.getClientRects()].map((r) => Math.round(r.top))).size,
        height: part.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(part).lineHeight),
      })),
    )
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(part.height, part.text!).toBeLessThan(part.line * 1.5)
    const tops = await page.evaluate(() =>
      [...document.querySelectorAll('footer p span.inline-block')].map((p) =>
        Math.round(p.getBoundingClientRect().top),
      ),
    )
    // At 320 px the credits take two lines, broken between their parts.
    expect(new Set(tops).size).toBeGreaterThan(1)
  })
})
