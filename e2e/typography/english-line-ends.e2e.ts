/**
 * Where English lines break (issue 54), at phone and tablet widths on the home page and the
 * articles with the most dashes and inline code: no line starts with a spaced dash or slash
 * (`meet — a stop`, `engineer / designer`), and no hyphenated word of inline code (`node-sass`,
 * `--cpu-prof`) is cut in two, in either language.
 * Lines are read from the characters' own boxes, as a reader sees them.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { open, useBrowser } from '../support/site.ts'

useBrowser()

const pages = [
  '/en',
  '/en/blog/chinese-typography-on-the-web',
  '/en/blog/why-static-sites',
  '/en/blog/reading-a-cpu-profile',
  '/en/blog/dark-mode-without-a-flash',
  '/en/blog/image-pipeline-with-sharp',
  '/en/blog/font-subsetting-with-rust',
  '/blog/reading-a-cpu-profile',
  '/blog/dark-mode-without-a-flash',
]

/**
 * What the page's main part shows: dashes that start a line (their count as well, so a page
 * without any says so), and hyphenated words of inline code on more than one line.
 */
const breaks = (page: Page) =>
  page.evaluate(() => {
    const box = (node: Text, i: number) => {
      const range = document.createRange()
      range.setStart(node, i)
      range.setEnd(node, i + 1)
      return range.getBoundingClientRect()
    }
    const sameLine = (a: DOMRect, b: DOMRect) => a.top < b.bottom - 2 && a.bottom > b.top + 2
    const dashesFirst: string[] = []
    let dashes = 0
    const walker = document.createTreeWalker(document.querySelector('main')!, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text) {
      if (node.parentElement!.closest('pre, code, .katex, svg')) continue
      for (const match of node.data.matchAll(/\S([ \u00a0])[—–/] /g)) {
        const dash = box(node, match.index + 2)
        if (!dash.width) continue
        dashes++
        if (!sameLine(box(node, match.index), dash))
          dashesFirst.push(node.data.slice(match.index - 20, match.index + 12))
      }
    }
    const codeSplit: string[] = []
    let words = 0
    for (const code of document.querySelectorAll('main :not(pre) > code')) {
      // Each character of the code with its box, in order, across the spans inside it.
      const chars: { char: string; box: DOMRect }[] = []
      const inner = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
      for (let node = inner.nextNode() as Text | null; node; node = inner.nextNode() as Text)
        for (let i = 0; i < node.data.length; i++)
          chars.push({ char: node.data[i]!, box: box(node, i) })
      const text = chars.map((c) => c.char).join('')
      for (const word of text.matchAll(/\S+/g)) {
        if (!/[-/][\p{L}\p{N}]/u.test(word[0]) || word[0].length > 32) continue
        const own = chars.slice(word.index, word.index + word[0].length)
        if (!own[0]!.box.width) continue
        words++
        if (own.some((c) => !sameLine(c.box, own[0]!.box))) codeSplit.push(word[0])
      }
    }
    return { dashes, dashesFirst, words, codeSplit }
  })

describe.each(pages)('%s', (path) => {
  it('starts no line with a dash and cuts no word of code, from 320 to 1024 px', async () => {
    const { page } = await open(path, { viewport: { width: 320, height: 800 } })
    let dashes = 0
    let words = 0
    for (const width of [320, 360, 390, 414, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 })
      // The page laid out again at the new width before anything is measured.
      await page.evaluate(() => new Promise(requestAnimationFrame))
      const found = await breaks(page)
      expect({ width, dashesFirst: found.dashesFirst, codeSplit: found.codeSplit }).toEqual({
        width,
        dashesFirst: [],
        codeSplit: [],
      })
      dashes += found.dashes
      words += found.words
    }
    // Each page has dashes or hyphenated code to read: the test read them.
    expect(dashes + words).toBeGreaterThan(0)
    await page.close()
  })
})
