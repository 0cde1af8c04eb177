/**
 * How lists of articles are laid out (issue 54, item 24): the pager's label sits in the middle
 * whichever of its buttons there are, and two related articles fill their row instead of leaving
 * a hole in a grid of three.
 */
import { describe, expect, it } from 'vitest'
import { open, useBrowser } from '../support/site.ts'

useBrowser()

describe('the pager under a list', () => {
  it.each([
    ['/blog', 1280],
    ['/blog/page/2', 1280],
    ['/en/blog/page/2', 360],
    ['/en/blog', 360],
  ] as const)('centres its label on %s at %i px', async (path, width) => {
    const { page } = await open(path, { viewport: { width, height: 800 } })
    const nav = page.locator('main nav:has(> p)').last()
    const [box, label] = await Promise.all([nav.boundingBox(), nav.locator('p').boundingBox()])
    expect(Math.abs(label!.x + label!.width / 2 - (box!.x + box!.width / 2))).toBeLessThan(2)
    await page.close()
  })

  it.each(['/blog/page/2', '/en/blog/page/2'])(
    'keeps each button on one line at 320 px, within the page (%s)',
    async (path) => {
      const { page } = await open(path, { viewport: { width: 320, height: 740 } })
      const facts = await page.evaluate(() => ({
        // The lines each button's words take: the tops of their text's boxes, a pixel apart at most.
        lines: [...document.querySelectorAll('main nav a[rel]')].map((a) => {
          const tops: number[] = []
          for (const text of a.childNodes) {
            if (text.nodeType !== Node.TEXT_NODE || !text.textContent!.trim()) continue
            const range = document.createRange()
            range.selectNodeContents(text)
            for (const box of range.getClientRects())
              if (!tops.some((top) => Math.abs(top - box.top) < 2)) tops.push(box.top)
          }
          return tops.length
        }),
        overflow: document.documentElement.scrollWidth - innerWidth,
      }))
      // Newer (and older, where there is one), each one line: never 较早的 / 文章.
      expect(facts.lines.length).toBeGreaterThan(0)
      expect(facts).toEqual({ lines: facts.lines.map(() => 1), overflow: 0 })
      await page.close()
    },
  )
})

describe('related articles', () => {
  it.each(['/blog/markdown-pipeline-with-unified', '/en/blog/markdown-pipeline-with-unified'])(
    'fill their row when there are two (%s)',
    async (path) => {
      const { page } = await open(path, { viewport: { width: 1280, height: 800 } })
      const list = page.locator('main section:has(> h2) > ul').last()
      const cards = list.locator('> li')
      expect(await cards.count()).toBe(2)
      const row = (await list.boundingBox())!
      for (const card of await cards.all())
        expect((await card.boundingBox())!.width).toBeGreaterThan(row.width * 0.45)
      await page.close()
    },
  )
})
