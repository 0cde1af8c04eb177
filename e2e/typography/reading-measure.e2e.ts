/**
 * Prose keeps a reading measure (issue 54, item 16): on the About pages and the home page's
 * About section, a line holds about 65–75 Latin characters in English and 35–40 in Chinese, at a
 * desktop's width as on the articles.
 */
import { describe, expect, it } from 'vitest'
import { open, useBrowser } from '../support/site.ts'

useBrowser()

/**
 * Characters a line of the element holds, counted as typographers count a measure: Latin by the
 * width of a figure (CSS's `ch`), Chinese by the em square every character fills.
 */
const perLine = ([selector, script]: [string, 'latin' | 'han']) => {
  const element = document.querySelector<HTMLElement>(selector)!
  const style = getComputedStyle(element)
  const context = document.createElement('canvas').getContext('2d')!
  context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
  const unit = script === 'han' ? parseFloat(style.fontSize) : context.measureText('0').width
  return element.clientWidth / unit
}

describe.each([
  ['/about', 'main .prose p', 'han', 35, 40],
  ['/en/about', 'main .prose p', 'latin', 65, 75],
  ['/', 'main section:has(h2) p.text-lg', 'han', 35, 40],
  ['/en', 'main section:has(h2) p.text-lg', 'latin', 65, 75],
] as const)('%s', (path, selector, script, least, most) => {
  it(`holds ${least}–${most} characters a line at 1280 px`, async () => {
    const { page } = await open(path, { viewport: { width: 1280, height: 800 } })
    const chars = await page.evaluate(perLine, [selector, script] as [string, typeof script])
    expect(chars).toBeGreaterThanOrEqual(least)
    expect(chars).toBeLessThanOrEqual(most)
    await page.close()
  })
})
