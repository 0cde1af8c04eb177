/**
 * Chinese typography by default (issue 35, item 8; decision 0042), measured in Chromium on the
 * served sample build: the gap between a Han character and a Latin letter or digit, with the
 * browser's own `text-autospace` and with the build's fallback alone (the stylesheet as a browser
 * without the property reads it), never twice and never inside code; closing punctuation and the
 * wave dash never start a line; headings break between phrases (measured in
 * chinese-headings.e2e.ts); table cells break only after punctuation or a space. English pages
 * get none of it.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { open, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()
const zh = '/blog/chinese-typography-on-the-web'
const en = '/en/blog/chinese-typography-on-the-web'

/**
 * The room between the last character before a gap the build marked (`我在` | `2019`) and the
 * first after it, in em: where the second starts, less where the first starts and the first's
 * own advance as a canvas draws it (Chromium puts its autospace into the first glyph's advance,
 * so the range's width would hide it).
 */
function gapsInEm(page: Page, selector: string): Promise<{ pair: string; em: number }[]> {
  return page.evaluate((selector) => {
    const context = document.createElement('canvas').getContext('2d')!
    const rect = (node: Text, at: number) => {
      const range = document.createRange()
      range.setStart(node, at)
      range.setEnd(node, at + 1)
      return range.getBoundingClientRect()
    }
    const lastText = (node: Node | null): Text | null => {
      while (node && node.nodeType !== Node.TEXT_NODE) node = node.lastChild
      return node as Text | null
    }
    const firstText = (node: Node | null): Text | null => {
      while (node && node.nodeType !== Node.TEXT_NODE) node = node.firstChild
      return node as Text | null
    }
    return [...document.querySelectorAll(`${selector} .autospace`)].flatMap((gap) => {
      const before = lastText(gap.previousSibling)
      const after = firstText(gap.nextSibling)
      if (!before?.length || !after?.length) return []
      const a = rect(before, before.length - 1)
      const b = rect(after, 0)
      if (a.top !== b.top) return []
      const style = getComputedStyle(before.parentElement!)
      context.font = style.font
      const first = before.data.at(-1)!
      const advance = context.measureText(first).width
      const em = (b.left - a.left - advance) / parseFloat(style.fontSize)
      return [{ pair: first + after.data[0]!, em }]
    })
  }, selector)
}

/** The stylesheet as a browser without `text-autospace` parses it: the property unknown. */
async function withoutAutospace(page: Page) {
  await page.route('**/assets/*.css', async (route) => {
    const response = await route.fetch()
    const css = (await response.text()).replaceAll('text-autospace', 'x-unknown-autospace')
    await route.fulfill({ response, body: css })
  })
}

describe('the gap between Han and Latin letters or digits on a Chinese article', () => {
  it('comes from the browser where it has text-autospace: 1/8 em, not doubled', async () => {
    const { page } = await open(zh)
    const style = await page.evaluate(() => ({
      supported: CSS.supports('text-autospace: normal'),
      prose: getComputedStyle(document.querySelector('.prose p')!).textAutospace,
      span: getComputedStyle(document.querySelector('.prose .autospace')!).marginInlineStart,
    }))
    expect(style).toEqual({ supported: true, prose: 'normal', span: '0px' })
    const gaps = await gapsInEm(page, '.prose p')
    expect(gaps.map((g) => g.pair)).toEqual(expect.arrayContaining(['在2', '9年']))
    for (const { pair, em } of gaps) expect(em, pair).toBeGreaterThan(0.1)
    for (const { pair, em } of gaps) expect(em, pair).toBeLessThan(0.2)
    await page.close()
  })

  it('comes from the build where the browser lacks it: the same 1/8 em', async () => {
    const fallback = await browser().newPage({ serviceWorkers: 'block' })
    await withoutAutospace(fallback)
    await fallback.goto(url(zh), { waitUntil: 'networkidle' })
    // The article's text, as a reader sees it (once found missing right after the network idled
    // on a busy machine).
    await fallback.locator('.prose p').first().waitFor()
    const style = await fallback.evaluate(() => ({
      prose: getComputedStyle(document.querySelector('.prose p')!).textAutospace,
      span: getComputedStyle(document.querySelector('.prose .autospace')!).marginInlineStart,
    }))
    expect(style.prose).toBe('no-autospace')
    expect(style.span).not.toBe('0px')
    const gaps = await gapsInEm(fallback, '.prose p')
    expect(gaps.length).toBeGreaterThan(3)
    for (const { pair, em } of gaps) expect(em, pair).toBeGreaterThan(0.1)
    for (const { pair, em } of gaps) expect(em, pair).toBeLessThan(0.2)
    await fallback.close()
  })

  it('is never put inside code, and code is not spaced by the browser', async () => {
    const { page } = await open(zh)
    const facts = await page.evaluate(() => ({
      inCode: document.querySelectorAll(':is(code, pre, kbd, .katex) .autospace').length,
      code: getComputedStyle(document.querySelector('.prose p code')!).textAutospace,
    }))
    expect(facts).toEqual({ inCode: 0, code: 'no-autospace' })
    await page.close()
  })
})

describe('line starts and headings on a Chinese article', () => {
  it('never start a line with closing punctuation or the wave dash, at any width', async () => {
    const { page } = await open(zh)
    const starts = await page.evaluate(() => {
      const p = document.createElement('p')
      // Each mark where a line would otherwise break before it (3〜5 needs line-break: strict).
      p.textContent =
        '三个字〜五个字，周末写了一个构建工具。然后呢？「引号」也一样；最后是句号。'.repeat(2)
      document.querySelector('.prose')!.append(p)
      const text = p.firstChild as Text
      const found = new Set<string>()
      for (let width = 40; width <= 400; width += 1) {
        p.style.width = `${width}px`
        let top: number | undefined
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange()
          range.setStart(text, i)
          range.setEnd(text, i + 1)
          const at = range.getClientRects()[0]?.top
          if (top !== undefined && at !== top) found.add(text.data[i]!)
          top = at
        }
      }
      return [...found].join('')
    })
    expect(starts).not.toMatch(/[，。、；：？！」』）〜]/)
    await page.close()
  })

  it('break headings only at the phrases the build marked, and text strictly', async () => {
    const { page } = await open(zh)
    const style = await page.evaluate(() => ({
      h1: getComputedStyle(document.querySelector('h1')!).wordBreak,
      h2: getComputedStyle(document.querySelector('.prose h2:has(wbr)')!).wordBreak,
      wrap: getComputedStyle(document.querySelector('h1')!).overflowWrap,
      card: getComputedStyle(document.querySelector('h2:not(:has(wbr))') ?? document.body)
        .wordBreak,
      p: getComputedStyle(document.querySelector('.prose p')!).lineBreak,
    }))
    // Headings the build did not mark keep auto-phrase, for browsers that segment Chinese.
    expect(style).toEqual({
      h1: 'keep-all',
      h2: 'keep-all',
      wrap: 'anywhere',
      card: expect.stringMatching(/auto-phrase|normal/),
      p: 'strict',
    })
    await page.close()
  })
})

describe('a table on an article, on a phone', () => {
  it.each([
    ['Chinese', '/blog/why-static-sites'],
    ['English', '/en/blog/why-static-sites'],
  ])(
    'breaks its cells only after punctuation or a space, and scrolls sideways instead (%s)',
    async (_, path) => {
      const { page } = await open(path, { viewport: { width: 320, height: 720 } })
      const facts = await page.evaluate(() => {
        const wrap = document.querySelector('.prose .table-wrap')!
        // Where each cell's lines break: the two characters either side of every break.
        const breaks = [...wrap.querySelectorAll('th, td')].flatMap((cell) => {
          const found: string[] = []
          let top: number | undefined
          let last = ''
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
          for (
            let text = walker.nextNode() as Text | null;
            text;
            text = walker.nextNode() as Text | null
          ) {
            for (let i = 0; i < text.length; i++) {
              const range = document.createRange()
              range.setStart(text, i)
              range.setEnd(text, i + 1)
              const at = range.getClientRects()[0]?.top
              if (top !== undefined && at !== undefined && at > top) found.push(last + text.data[i])
              top = at ?? top
              last = text.data[i]!
            }
          }
          return found
        })
        return {
          breaks,
          scrolls: wrap.scrollWidth > wrap.clientWidth,
          cells: wrap.querySelectorAll('th').length,
        }
      })
      expect(facts.cells).toBe(5)
      // 多人协作、| 非技术作者 and WordPress | 等 CMS, never 首|屏速度; WordPress | or, never WordPres|s.
      for (const pair of facts.breaks) expect(pair).toMatch(/^[\s，、。；：？！）」,/-]|^.\s/)
      expect(facts.breaks.length).toBeGreaterThan(0)
      expect(facts.scrolls).toBe(true)
      await page.close()
    },
  )
})

describe('an English article', () => {
  it('gets none of it: no gaps from the build, the browser defaults kept', async () => {
    const { page } = await open(en)
    const facts = await page.evaluate(() => ({
      lang: document.documentElement.lang,
      gaps: document.querySelectorAll('.autospace').length,
      autospace: getComputedStyle(document.querySelector('.prose p')!).textAutospace,
      lineBreak: getComputedStyle(document.querySelector('.prose p')!).lineBreak,
      h2: getComputedStyle(document.querySelector('.prose h2')!).wordBreak,
      // "静态HTML" is written without a space in the English text: it stays so.
      mixed: document.querySelector('.prose')!.textContent!.includes('静态HTML'),
    }))
    expect(facts).toEqual({
      lang: 'en',
      gaps: 0,
      autospace: 'no-autospace',
      lineBreak: 'auto',
      h2: 'normal',
      mixed: true,
    })
    await page.close()
  })
})
