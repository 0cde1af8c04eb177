/**
 * The header on every width from a 320 px phone up, in both languages (issue 32, item 2), and the
 * tooltips of the icon-only buttons (item 12, SPEC §9: below, 8 px away).
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hydrated, inLocale, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

async function openAt(path: string, width: number, options: { hasTouch?: boolean } = {}) {
  const page = await browser().newPage({
    viewport: { width, height: 700 },
    serviceWorkers: 'block',
    // Tab scrolls to the next stop and back; without smooth scrolling, boxes hold still to measure.
    reducedMotion: 'reduce',
    ...options,
  })
  await page.goto(url(path), { waitUntil: 'load' })
  await hydrated(page)
  return page
}

/**
 * One page for the tests of a describe block, opened by its first test: a new page costs about a
 * second, a load in an open one a third of that. The tests that use it only look, hover and
 * move focus; none clicks, so none stores anything another reads.
 */
function useTab() {
  let page: Page | undefined
  afterAll(() => page?.close())
  /** The page at `width`, with `path` loaded afresh at that width and the pointer back at 0, 0. */
  return async (path: string, width: number) => {
    if (!page) return (page = await openAt(path, width))
    await page.mouse.move(0, 0)
    await page.setViewportSize({ width, height: 700 })
    await page.goto(url(path), { waitUntil: 'load' })
    await hydrated(page)
    return page
  }
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
  // One page, loaded at the narrowest width and widened for each test: the header's layout is
  // CSS alone (media queries), which the browser applies again on a resize.
  let page: Page
  beforeAll(async () => {
    page = await openAt(inLocale('/blog', locale), 320)
  })
  afterAll(() => page?.close())

  it.each([320, 360, 390, 640, 1280])(
    'shows every control whole, apart and tappable at %i px',
    async (width) => {
      await page.setViewportSize({ width, height: 700 })
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
    },
  )
})

/** The tooltip on screen, if any: its text and box. */
const tooltip = (page: Page) =>
  page.evaluate(() => {
    const tip = document.querySelector<HTMLElement>('[role="tooltip"]')
    if (!tip || !tip.checkVisibility({ visibilityProperty: true })) return null
    const { left, right, top, bottom } = tip.getBoundingClientRect()
    return { text: tip.textContent, left, right, top, bottom }
  })

/**
 * Reaches the control with the keyboard: Tab to the next stop, Shift+Tab back. Focus that
 * arrives by key is what `:focus-visible` (and so the tooltip) answers to.
 */
async function tabTo(page: Page, selector: string) {
  await page.locator(selector).first().focus()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Shift+Tab')
  expect(
    await page
      .locator(selector)
      .first()
      .evaluate((el) => el === document.activeElement),
  ).toBe(true)
}

/** Shows below the control, 8 px under it and centred on it, with the given label. */
async function expectBelow(page: Page, selector: string, label: string) {
  await expect.poll(() => tooltip(page).then((t) => t?.text)).toContain(label)
  const tip = (await tooltip(page))!
  const box = (await page.locator(selector).first().boundingBox())!
  expect(tip.top - (box.y + box.height)).toBeCloseTo(8, 0)
  // Centred under the control, unless the window's edge pushed it aside.
  const centre = box.x + box.width / 2
  const viewport = page.viewportSize()!.width
  if (tip.left > 8.5 && tip.right < viewport - 8.5)
    expect((tip.left + tip.right) / 2).toBeCloseTo(centre, 0)
  expect(tip.left).toBeGreaterThanOrEqual(0)
  expect(tip.right).toBeLessThanOrEqual(viewport)
}

const iconButtons = [
  // [what, path, width, selector, label]
  ['colour mode', '/en', 1280, 'header button[data-color-mode]', 'Switch to dark mode'],
  ['search', '/en', 1280, 'header button[aria-keyshortcuts]', 'Search'],
  ['language on a phone', '/en', 390, 'header a[hreflang]', 'Switch to 简体中文'],
  ['a link on a phone', '/', 390, 'header nav a[href="/about"]', '关于'],
  ['copy code', '/en/blog/why-static-sites', 1280, '.code-block button', 'Copy code'],
  [
    'share on a phone',
    '/blog/why-static-sites',
    320,
    'main button[data-tooltip]:not(.code-block *)',
    '分享',
  ],
] as const

describe('tooltips', () => {
  const openInTab = useTab()

  it.each(iconButtons)(
    'name the %s button on hover and on focus',
    async (_, path, width, selector, label) => {
      const page = await openInTab(path, width)
      const control = page.locator(selector).first()
      expect(await control.getAttribute('title')).toBeNull()
      await control.scrollIntoViewIfNeeded()

      await control.hover()
      await expectBelow(page, selector, label)
      // The pointer can move down onto the tooltip, across the gap, without losing it
      // (WCAG 1.4.13).
      const tip = (await tooltip(page))!
      const box = (await control.boundingBox())!
      await page.mouse.move(box.x + box.width / 2, tip.top + 4, { steps: 8 })
      expect((await tooltip(page))?.text).toContain(label)
      await page.mouse.move(2, 650)
      await expect.poll(() => tooltip(page)).toBeNull()

      await tabTo(page, selector)
      await expectBelow(page, selector, label)
      await page.keyboard.press('Escape')
      await expect.poll(() => tooltip(page)).toBeNull()
      // Focus stays where it was; moving on (blur) leaves no tooltip behind.
      await tabTo(page, selector)
      await expect.poll(() => tooltip(page).then((t) => t?.text)).toContain(label)
      await page.keyboard.press('Tab')
      await expect.poll(() => tooltip(page).then((t) => t?.text ?? '')).not.toContain(label)
    },
  )

  it('shows none for a control whose words are on screen', async () => {
    const page = await openInTab('/en', 1280)
    await page.locator('header button[data-color-mode]').hover()
    await expect.poll(() => tooltip(page).then((t) => t?.text)).toContain('Switch to dark mode')
    // From one control to the next: the first tooltip goes, and a link that shows its label
    // (as the language switch does from 640 px) gets none.
    await page.locator('header nav a[href="/en/about"]').hover()
    await expect.poll(() => tooltip(page)).toBeNull()
    await page.locator('header a[hreflang]').hover()
    await page.locator('header button[aria-keyshortcuts]').hover()
    await expect.poll(() => tooltip(page).then((t) => t?.text)).toContain('Search')
  })

  // A page of its own: a touch screen, and no tooltip's code fetched before.
  it('does not get in the way of a tap', async () => {
    const page = await openAt('/en', 390, { hasTouch: true })
    const chunks: string[] = []
    page.on('request', (r) => chunks.push(r.url()))
    await page.locator('header button[data-color-mode]').tap()
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark')
    await page.locator('header button[aria-keyshortcuts]').tap()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(1)
    // A tap is not a hover: no tooltip, and not even its code, comes for it.
    expect(await tooltip(page)).toBeNull()
    expect(chunks.filter((c) => /tooltip/.test(c))).toEqual([])
    await page.close()
  })

  it('is not announced twice: the control keeps its name, the tooltip repeats it silently', async () => {
    const page = await openInTab('/en', 1280)
    const button = page.locator('header button[data-color-mode]')
    await button.hover()
    await expect.poll(() => tooltip(page)).not.toBeNull()
    expect(
      await page.getByRole('button', { name: 'Switch to dark mode', exact: true }).count(),
    ).toBe(1)
    expect(await button.getAttribute('aria-describedby')).toBeNull()
    expect(await page.locator('[role="tooltip"]').getAttribute('aria-hidden')).toBe('true')
  })
})
