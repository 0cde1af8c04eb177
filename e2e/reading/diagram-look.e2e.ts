/**
 * Diagrams in the site's own look (issue 54, item 19): Mermaid's nodes in the primary tint with a
 * primary border and the page's typeface, each edge's label on its line, in light and dark, zh and
 * en; the unified article's
 * pipeline laid out in two rows, not a tall chain; and on a phone, a wide diagram keeps its labels
 * legible and scrolls sideways, its edge faded where there is more.
 */
import { describe, expect, it } from 'vitest'
import { inLocale, open, useBrowser } from '../support/site.ts'

useBrowser()

const article = '/blog/markdown-pipeline-with-unified'
// uno.config.ts: green-50 and -500 in light, green-950 and -400 in dark.
const node = {
  light: { fill: 'rgb(240, 253, 244)', stroke: 'rgb(34, 197, 94)' },
  dark: { fill: 'rgb(5, 46, 22)', stroke: 'rgb(74, 222, 128)' },
}
// slate-500 on white and slate-400 on slate-950: 4.8:1 and 7.0:1, over the 3:1 a graphic needs.
const line = { light: 'rgb(100, 116, 139)', dark: 'rgb(148, 163, 184)' }

describe.each(['zh', 'en'] as const)('the diagram (%s)', (locale) => {
  it.each(['light', 'dark'] as const)(
    'is drawn in the site colours and typeface, in two rows, at 1280 px (%s)',
    async (scheme) => {
      const { page } = await open(inLocale(article, locale), {
        viewport: { width: 1280, height: 800 },
        colorScheme: scheme,
      })
      const drawing = page.locator('figure.diagram .diagram-svg svg')
      await drawing.waitFor()
      const look = await drawing.evaluate((svg) => {
        const shape = svg.querySelector('g.node :is(rect, polygon, path)')!
        const label = svg.querySelector('g.node :is(foreignObject div, text)')!
        const box = svg.getBoundingClientRect()
        // Each edge's label sits on its line: a line through the label's middle, not its top.
        const paths = [...svg.querySelectorAll('.edgePaths path')].map((p) =>
          p.getBoundingClientRect(),
        )
        const offLine = [...svg.querySelectorAll('g.edgeLabel')].flatMap((label) => {
          const { left, right, top, bottom } = label.getBoundingClientRect()
          if (right - left < 1) return []
          const middle = (top + bottom) / 2
          const onLine = paths.some(
            (p) =>
              p.left < right && p.right > left && p.top - 2 <= middle && p.bottom + 2 >= middle,
          )
          return onLine ? [] : [label.textContent]
        })
        return {
          line: getComputedStyle(svg.querySelector('.edgePaths path')!).stroke,
          offLine,
          fill: getComputedStyle(shape).fill,
          stroke: getComputedStyle(shape).stroke,
          font: getComputedStyle(label).fontFamily,
          body: getComputedStyle(document.body).fontFamily,
          height: box.height,
          width: box.width,
        }
      })
      expect({ fill: look.fill, stroke: look.stroke }).toEqual(node[scheme])
      expect(look.font).toBe(look.body)
      expect(look.offLine).toEqual([])
      expect(look.line).toBe(line[scheme])
      // Six steps in two rows of three: wider than tall, and well under a screen's height.
      expect(look.width).toBeGreaterThan(look.height)
      expect(look.height).toBeLessThan(400)
      await page.close()
    },
  )

  it('draws its sideways flowchart upright on a phone: labels legible, all of it in view', async () => {
    const { page } = await open(inLocale(article, locale), {
      viewport: { width: 360, height: 760 },
    })
    const box = page.locator('figure.diagram .diagram-svg')
    await box.locator('svg').waitFor()
    const fit = await box.evaluate((element) => {
      const svg = element.querySelector('svg')!
      const { width, height } = svg.getBoundingClientRect()
      return {
        scale: width / svg.viewBox.baseVal.width,
        scrolls: element.scrollWidth > element.clientWidth + 1,
        upright: height > width,
      }
    })
    expect(fit.scale).toBeGreaterThanOrEqual(0.74)
    expect(fit).toMatchObject({ scrolls: false, upright: true })
    expect(await box.getAttribute('data-more')).toBeNull()
    await page.close()
  })
})
