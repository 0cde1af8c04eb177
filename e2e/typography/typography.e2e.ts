/**
 * The type system (issue 54, item 25; decision 0051), in Chromium on the served sample build: the
 * fonts text is actually drawn with, as Chromium reports them (`CSS.getPlatformFontsForNode`),
 * for Latin and Chinese on pages in both languages; the one Latin font file, preloaded, within 40 KB
 * of fonts before the first paint; English prose set with curly quotes while code keeps what was
 * typed; and the wrapping of body headings and paragraphs.
 */
import type { CDPSession, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { open, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

interface PlatformFont {
  familyName: string
  isCustomFont: boolean
  glyphCount: number
}

/**
 * Wraps the first piece of the page's prose text that `pattern` matches in a probe element, so the
 * font of just that text can be asked for; returns its selector.
 */
async function probe(page: Page, name: string, pattern: RegExp): Promise<string> {
  const found = await page.evaluate(
    ({ name, source }) => {
      const walker = document.createTreeWalker(
        document.querySelector('.prose')!,
        NodeFilter.SHOW_TEXT,
      )
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement!.closest('code, pre, kbd, .katex')) continue
        const match = new RegExp(source, 'u').exec(node.textContent!)
        if (!match) continue
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const span = document.createElement('span')
        span.dataset.probe = name
        range.surroundContents(span)
        return match[0]
      }
      return null
    },
    { name, source: pattern.source },
  )
  expect(found, `${pattern} in the prose`).toBeTruthy()
  return `[data-probe="${name}"]`
}

/** The fonts Chromium drew the element's text with. */
async function fontsOf(cdp: CDPSession, selector: string): Promise<PlatformFont[]> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
  expect(nodeId, selector).toBeGreaterThan(0)
  return (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts
}

async function inspect(page: Page): Promise<CDPSession> {
  await page.evaluate(() => document.fonts.ready)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  return cdp
}

const publicSans = [{ familyName: expect.stringMatching(/^Public Sans/), isCustomFont: true }]
const notoCjk = [{ familyName: 'Noto Sans CJK SC', isCustomFont: false }]

describe('the faces text is drawn with', () => {
  it('English: Public Sans for prose and bold headings alike', async () => {
    const { page } = await open('/en/blog/why-static-sites')
    const cdp = await inspect(page)
    for (const selector of ['.prose p', 'h1', '.prose h2', await probe(page, 'dash', /—/)])
      expect(await fontsOf(cdp, selector), selector).toMatchObject(publicSans)
    expect(await page.evaluate(() => document.fonts.check('700 16px "Public Sans Variable"'))).toBe(
      true,
    )
    await page.close()
  })

  it('Chinese: Han in the CJK face, Latin in Public Sans, the full-width —— in the CJK face', async () => {
    const { page } = await open('/blog/chinese-typography-on-the-web')
    const cdp = await inspect(page)
    const han = await probe(page, 'han', /\p{Script=Han}{4,}/u)
    const latin = await probe(page, 'latin', /[A-Za-z]{4,}/)
    const dash = await probe(page, 'dash', /——/)
    expect(await fontsOf(cdp, han)).toMatchObject(notoCjk)
    expect(await fontsOf(cdp, latin)).toMatchObject(publicSans)
    // From the Latin face the pair came out as two short dashes with a gap between.
    expect(await fontsOf(cdp, dash)).toMatchObject(notoCjk)
    await page.close()
  })
})

describe.each(['/', '/en', '/en/blog/why-static-sites'])(
  'fonts before the first paint on %s',
  (path) => {
    it('are the one preloaded Latin file, within 40 KB, fetched once for both faces', async () => {
      const page = await browser().newPage({ serviceWorkers: 'block' })
      const requests: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'font') requests.push(request.url())
      })
      await page.goto(url(path), { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      await page.waitForFunction(() => performance.getEntriesByName('first-paint').length > 0)
      const before = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-paint')[0]!.startTime
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => e.initiatorType !== 'fetch' && /\.woff2$/.test(e.name))
          .filter((e) => e.startTime < paint)
          .map((e) => ({ file: e.name.split('/').pop()!, bytes: e.encodedBodySize }))
      })
      expect(before.map((f) => f.file)).toEqual([
        expect.stringMatching(/^public-sans-latin-wght-normal-[\w-]+\.woff2$/),
      ])
      expect(before.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(40 * 1024)
      expect(requests).toHaveLength(1)
      await page.close()
    })
  },
)

describe('English punctuation, set at build time', () => {
  it('curly quotes and apostrophes in prose, dashes kept, code as typed', async () => {
    const { page } = await open('/en/blog/why-static-sites')
    const { prose, code } = await page.evaluate(() => {
      const texts = (selector: string, skip: string) =>
        [...document.querySelectorAll(selector)]
          .filter((el) => !el.closest(skip))
          .map((el) => el.textContent)
          .join('\n')
      return {
        prose: texts('.prose :is(p, li, h2, h3, td, th)', 'pre, code, kbd'),
        code: texts('.prose pre, .prose code', 'nothing'),
      }
    })
    expect(prose).toContain('“to get some practice”')
    expect(prose).toContain('you’re')
    expect(prose).toContain('Static isn’t bare')
    expect(prose).toContain('—')
    expect(prose).not.toMatch(/["']|--/)
    expect(code).toContain('rsync -avz --delete dist/')
    await page.close()
  })

  it('leaves quotes in inline code straight', async () => {
    const { page } = await open('/en/blog/dark-mode-without-a-flash')
    const { prose, code } = await page.evaluate(() => ({
      prose: document.querySelector('.prose')!.textContent,
      code: [...document.querySelectorAll('.prose code')].map((c) => c.textContent),
    }))
    expect(prose).toContain('can’t')
    expect(code).toEqual(expect.arrayContaining([`'light'`, `script-src 'self'`]))
    await page.close()
  })
})

describe('wrapping in article bodies', () => {
  it('balances headings and sets paragraphs and list items pretty', async () => {
    const { page } = await open('/en/blog/why-static-sites')
    const styles = await page.evaluate(() =>
      ['.prose h2', '.prose p', '.prose li', 'header a'].map(
        (s) => getComputedStyle(document.querySelector(s)!).textWrapStyle,
      ),
    )
    expect(styles).toEqual(['balance', 'pretty', 'pretty', 'auto'])
    await page.close()
  })
})
