/**
 * Where Chinese lines end (issue 54, item 20), at phone widths on the pages with the most Chinese:
 * no footnote marker, footnote back link or formula's closing punctuation starts a line, and no
 * title, heading, paragraph or list item leaves a single character alone on its last line. Lines
 * are read from the characters' own boxes, as a reader sees them.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { open, useBrowser } from '../support/site.ts'

useBrowser()

const pages = [
  '/',
  '/space',
  '/blog',
  '/blog/why-static-sites',
  '/blog/chinese-typography-on-the-web',
  '/blog/markdown-pipeline-with-unified',
  '/blog/image-pipeline-with-sharp',
  '/blog/pagination-without-a-database',
  '/blog/reading-a-cpu-profile',
]

/**
 * The characters on the last line of each of `selector`'s elements that has more than one line,
 * where that line holds a single character besides punctuation.
 */
const lastLines = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const found: string[] = []
    const titles = document.querySelectorAll(selector)
    for (const title of titles) {
      const lines = new Map<number, string>()
      // A clamped description (line-clamp) hides its lines past the clamp: they are not read.
      const bottom = title.getBoundingClientRect().bottom
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A formula is one box to a reader; its glyphs sit at heights of their own.
        if (node.parentElement!.closest('.katex')) continue
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange()
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const box = range.getBoundingClientRect()
          if (!box.width || box.bottom > bottom + 1) continue
          const top = Math.round(box.top)
          lines.set(top, (lines.get(top) ?? '') + node.textContent![i])
        }
      }
      if (lines.size < 2) continue
      const last = [...lines.entries()].sort(([a], [b]) => a - b).at(-1)![1]
      // What a reader counts as the words left over: not the punctuation after them.
      const words = last.replace(/[\s\p{P}]/gu, '')
      if (words.length === 1) found.push(`${title.textContent!.trim()} → "${last.trim()}"`)
    }
    return found
  }, selector)

/** Titles and headings. */
const titles = 'main :is(h1, h2, h3, .text-balance):not(#footnote-label)'
/** Body text: an article's paragraphs and list items, the page's descriptions. */
const bodyText = 'main :is(.prose p, .prose li, p)'

/**
 * Footnote markers and back links (↩) that start a line: nothing of their paragraph before them
 * on its line.
 */
const markersFirst = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll('sup:has(a[data-footnote-ref]), a[data-footnote-backref]'),
    ].flatMap((marker) => {
      const box = marker.getBoundingClientRect()
      const range = document.createRange()
      range.setStartBefore(marker)
      range.collapse(true)
      const paragraph = marker.closest('p, li')!
      const start = document.createRange()
      start.selectNodeContents(paragraph)
      start.setEnd(range.startContainer, range.startOffset)
      const before = [...start.getClientRects()].filter(
        (r) => r.width > 0 && r.top < box.bottom - 2 && r.bottom > box.top + 2,
      )
      return before.length
        ? []
        : [`${paragraph.textContent!.slice(0, 30)}… marker ${marker.textContent}`]
    }),
  )

/** Formulas whose closing punctuation (`。`, `，`) starts the next line instead of following them. */
const punctuationAfterFormulas = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.prose .katex')].flatMap((formula) => {
      const next = formula.nextSibling
      if (!(next instanceof Text) || !/^[。，、；：！？）]/u.test(next.data)) return []
      const range = document.createRange()
      range.setStart(next, 0)
      range.setEnd(next, 1)
      const mark = range.getBoundingClientRect()
      const end = [...formula.getClientRects()].at(-1)!
      return mark.top < end.bottom && mark.bottom > end.top
        ? []
        : [`${formula.textContent!.slice(0, 20)} | ${next.data[0]}`]
    }),
  )

describe.each(pages)('%s', (path) => {
  it('ends its lines well at 320, 360, 390 and 414 px', async () => {
    const { page } = await open(path, { viewport: { width: 320, height: 800 } })
    for (const width of [320, 360, 390, 414]) {
      await page.setViewportSize({ width, height: 800 })
      // The page laid out again at the new width before anything is measured.
      await page.evaluate(() => new Promise(requestAnimationFrame))
      expect({ width, titles: await lastLines(page, titles) }).toEqual({ width, titles: [] })
      expect({ width, body: await lastLines(page, bodyText) }).toEqual({ width, body: [] })
      expect({ width, markers: await markersFirst(page) }).toEqual({ width, markers: [] })
      expect({ width, formulas: await punctuationAfterFormulas(page) }).toEqual({
        width,
        formulas: [],
      })
    }
    await page.close()
  })
})
