/**
 * Chinese headings that break between phrases (issue 35, item 8; decision 0042), measured in
 * Chromium on the served sample build at a phone's width: the build marks BudouX's phrases with
 * `<wbr>` in the article's title and its markdown headings, and CSS (`keep-all`) makes those and
 * spaces the only places a line may end. Copying a heading gains nothing; English is untouched.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { open, url, useBrowser } from '../support/site.ts'

useBrowser()
const zh = '/blog/chinese-typography-on-the-web'
const en = '/en/blog/chinese-typography-on-the-web'
const title = '网页中文排版的几个细节'
const narrow = { viewport: { width: 320, height: 800 } }
/** The title and the article's own headings (not the screen readers' footnotes heading). */
const headings = 'h1, .prose h2:not(#footnote-label)'

interface Breaks {
  text: string
  /** Offsets in the text where a line started, over every width tried. */
  found: number[]
  /** Offsets where the markup allows one: after a `<wbr>` or a space. */
  allowed: number[]
}

/**
 * Where each heading's lines start as its width shrinks from the page's column to its widest
 * phrase: a character whose Range rect sits lower than the one before it starts a line.
 */
function lineBreaks(page: Page, selector: string): Promise<Breaks[]> {
  return page.evaluate((selector) => {
    return [...document.querySelectorAll<HTMLElement>(selector)].map((heading) => {
      const chars: { node: Text; at: number }[] = []
      const allowed = new Set<number>()
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_ALL)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.nodeName === 'WBR') allowed.add(chars.length)
        if (!(node instanceof Text)) continue
        for (let at = 0; at < node.length; at++) {
          chars.push({ node, at })
          // A no-break space (第 112 期) is no place for a break.
          if (/[^\S\u00a0]/.test(node.data[at]!)) allowed.add(chars.length)
        }
      }
      // Down to the widest phrase: below it, overflow-wrap rightly breaks inside one.
      const edges = [0, ...[...allowed].sort((a, b) => a - b), chars.length]
      const phrase = (from: number, to: number) => {
        const range = document.createRange()
        range.setStart(chars[from]!.node, chars[from]!.at)
        range.setEnd(chars[to - 1]!.node, chars[to - 1]!.at + 1)
        return range.getBoundingClientRect().width
      }
      heading.style.width = 'max-content'
      const narrowest = Math.max(
        ...edges.slice(1).map((to, i) => (to > edges[i]! ? phrase(edges[i]!, to) : 0)),
      )
      heading.style.width = ''
      const found = new Set<number>()
      const widest = heading.getBoundingClientRect().width
      for (let width = widest; width >= narrowest + 1; width -= 2) {
        heading.style.width = `${width}px`
        let top: number | undefined
        chars.forEach(({ node, at }, i) => {
          const range = document.createRange()
          range.setStart(node, at)
          range.setEnd(node, at + 1)
          const rect = range.getClientRects()[0]
          if (!rect || !rect.width) return
          if (top !== undefined && rect.top > top + 1) found.add(i)
          top = rect.top
        })
      }
      heading.style.width = ''
      return { text: heading.textContent!, found: [...found], allowed: [...allowed] }
    })
  }, selector)
}

/** Each line start shown in its text (`网页中文|排版`), for a readable failure. */
const at = (text: string, offset: number) => `${text.slice(0, offset)}|${text.slice(offset)}`

describe('a Chinese article at 320 px', () => {
  it('breaks its title and headings only between phrases', async () => {
    const { page, errors } = await open(zh, narrow)
    const measured = await lineBreaks(page, headings)
    expect(measured.length).toBeGreaterThan(3)
    expect(measured[0]!.text).toBe(title)
    expect(measured[0]!.allowed.length).toBeGreaterThan(2)
    for (const { text, found, allowed } of measured) {
      expect(found.length, text).toBeGreaterThan(0)
      for (const offset of found) expect(allowed, at(text, offset)).toContain(offset)
    }
    // Hydration kept the prerendered title (React would log a mismatch).
    expect(errors).toEqual([])
    await page.close()
  })

  it('copies its title and headings as written, ids and contents unchanged', async () => {
    const { page } = await open(zh, narrow)
    const facts = await page.evaluate((headings) => {
      const h1 = document.querySelector('h1')!
      getSelection()!.selectAllChildren(h1)
      return {
        copied: getSelection()!.toString(),
        text: h1.textContent,
        wbr: h1.querySelectorAll('wbr').length,
        headings: [...document.querySelectorAll(headings)]
          .slice(1)
          .map((h) => [h.id, h.textContent]),
        toc: [...document.querySelectorAll('nav a[href^="#"]')].map((a) => a.textContent),
      }
    }, headings)
    expect(facts.copied).toBe(title)
    expect(facts.text).toBe(title)
    expect(facts.wbr).toBeGreaterThan(0)
    for (const [id, text] of facts.headings) {
      expect(id).toBe(text)
      expect(facts.toc).toContain(text)
    }
    await page.close()
  })

  it('is served with the phrases marked, before any script runs', async () => {
    const html = await (await fetch(url(zh))).text()
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1]!
    expect(h1).toContain('<wbr')
    expect(h1.replace(/<[^>]+>/g, '')).toBe(title)
  })
})

describe('an English article at 320 px', () => {
  it('has no marks and keeps the browser’s line breaking', async () => {
    const { page } = await open(en, narrow)
    const facts = await page.evaluate(() => ({
      wbr: document.querySelectorAll('h1 wbr, .prose :is(h2, h3) wbr').length,
      h1: getComputedStyle(document.querySelector('h1')!).wordBreak,
      wrap: getComputedStyle(document.querySelector('h1')!).overflowWrap,
    }))
    expect(facts).toEqual({ wbr: 0, h1: 'normal', wrap: 'normal' })
    await page.close()
  })
})

describe('the Chinese space page at 320 px', () => {
  it('breaks each talk’s title only between phrases (中文|网页, never 中|文网页)', async () => {
    const { page, errors } = await open('/space', narrow)
    const measured = await lineBreaks(page, 'main li .text-balance')
    expect(measured.length).toBeGreaterThan(5)
    expect(measured.filter((m) => m.allowed.length > 3).length).toBeGreaterThan(5)
    for (const { text, found, allowed } of measured)
      for (const offset of found) {
        expect(allowed, at(text, offset)).toContain(offset)
        // A number keeps the words around it (第 112 期): the spaces beside it hold.
        expect(text.slice(offset - 2, offset + 1), at(text, offset)).not.toMatch(
          /\d\s\p{sc=Han}|\p{sc=Han}\s\d/u,
        )
      }
    expect(errors).toEqual([])
    await page.close()
  })
})
