/**
 * The header on every width from a 320 px phone up, in both languages (issue 32, item 2).
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, inLocale, url, useBrowser } from './support/site'

const browser = useBrowser()

async function openAt(path: string, width: number, options: { hasTouch?: boolean } = {}) {
  const page = await browser().newPage({
    viewport: { width, height: 700 },
    serviceWorkers: 'block',
    // Tab scrolls to the next stop and back; without smooth scrolling, boxes hold still to measure.
    reducedMotion: 'reduce',
    ...options,
  })
  await page.goto(url(path), { waitUntil: 'networkidle' })
  await hydrated(page)
  return page
}

/** Each control of the header: its box, the pill's inner box, and what a tap at its centre hits. */
const measureHeader = (page: Page) =>
  page.evaluate(() => {
    const pill = document.querySelector('header nav')!.parentElement!
    const box = pill.getBoundingClientRect()
    const style = getComputedStyle(pill)
    const inner = {
      left: box.left + parseFloat(style.borderLeftWidth),
      right: box.right - parseFloat(style.borderRightWidth),
      top: box.top + parseFloat(style.borderTopWidth),
      bottom: box.bottom - parseFloat(style.borderBottomWidth),
    }
    const controls = [...pill.querySelectorAll<HTMLElement>('a, button, summary')].map((el) => {
      const r = el.getBoundingClientRect()
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
      return {
        name: el.getAttribute('aria-label') ?? el.textContent!.trim(),
        left: r.left,
        right: r.right,
        top: r.top,
        bottom: r.bottom,
        width: r.width,
        height: r.height,
        tappable: !!hit && el.contains(hit),
      }
    })
    return { inner, controls, viewport: document.documentElement.clientWidth }
  })

describe.each(['zh', 'en'])('the header in %s', (locale) => {
  it.each([320, 360, 390, 640, 1280])(
    'shows every control whole, apart and tappable at %i px',
    async (width) => {
      const page = await openAt(inLocale('/blog', locale), width)
      const { inner, controls, viewport } = await measureHeader(page)
      // Five links, search, the language switch and the colour mode.
      expect(controls.map((c) => c.name)).toHaveLength(8)
      for (const c of controls) {
        const where = `${c.name} at ${width} px`
        expect(c.left, where).toBeGreaterThanOrEqual(0)
        expect(c.right, where).toBeLessThanOrEqual(viewport)
        expect(c.left, where).toBeGreaterThanOrEqual(inner.left - 0.5)
        expect(c.right, where).toBeLessThanOrEqual(inner.right + 0.5)
        expect(c.top, where).toBeGreaterThanOrEqual(inner.top - 0.5)
        expect(c.bottom, where).toBeLessThanOrEqual(inner.bottom + 0.5)
        // WCAG 2.2's minimum target; the design gives phones at least 36 px.
        expect(c.width, where).toBeGreaterThanOrEqual(24)
        expect(c.height, where).toBeGreaterThanOrEqual(24)
        expect(c.tappable, where).toBe(true)
      }
      for (const [i, a] of controls.entries()) {
        for (const b of controls.slice(i + 1)) {
          const apart =
            a.right <= b.left + 0.5 ||
            b.right <= a.left + 0.5 ||
            a.bottom <= b.top + 0.5 ||
            b.bottom <= a.top + 0.5
          expect(apart, `${a.name} and ${b.name} at ${width} px`).toBe(true)
        }
      }
      await page.close()
    },
  )
})
