/**
 * The home page's experience list on every width, and what the footer of every page says and
 * does: the copyright year and where its links open.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { hydrated, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

describe('home page', () => {
  it('lays out every row of the experience list alike, on phones and on a desktop', async () => {
    // One page, widened in steps: the list's layout is CSS alone (a media query), which the
    // browser applies again on every resize. Service workers are blocked so that the second
    // address loads from the network, as the first does.
    const page = await browser().newPage({
      viewport: { width: 320, height: 800 },
      serviceWorkers: 'block',
    })
    for (const path of ['/', '/en']) {
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto(url(path))
      await hydrated(page)
      for (const [width, beside] of [
        [320, false],
        [360, false],
        [390, false],
        [1280, true],
      ] as const) {
        await page.setViewportSize({ width, height: 800 })
        // Where a title breaks depends on the web font's widths.
        await page.evaluate(() => document.fonts.ready)
        // Whether each row's title sits beside its date (same line) or under it.
        const rows = await page.locator('main ol > li').evaluateAll((items) =>
          items.map((li) => {
            const date = li.children[0]!.getBoundingClientRect()
            const title = li.querySelector('.font-medium')!.getBoundingClientRect()
            return title.top < date.bottom - 1
          }),
        )
        expect(rows.length, `${path} at ${width} px`).toBeGreaterThan(2)
        expect(rows, `${path} at ${width} px`).toEqual(rows.map(() => beside))
      }
    }
    await page.close()
  })
})

describe('footer', () => {
  // Both checks read the same page: the English home, on a clock set to a year after the build.
  let page: Page
  let errors: string[]
  beforeAll(async () => {
    page = await browser().newPage({ serviceWorkers: 'block' })
    errors = watchConsole(page)
    await page.clock.setFixedTime(new Date('2031-01-15T10:00:00Z'))
    await page.goto(url('/en'))
    await hydrated(page)
  })
  afterAll(() => page?.close())

  it('opens the mail link where the visitor is, and web links in a new tab', async () => {
    const mail = page.locator('footer a[href^="mailto:"]')
    // A mail link in a new tab leaves an empty tab behind once the mail program opens.
    expect(await mail.getAttribute('target')).not.toBe('_blank')
    expect(
      await page.locator('footer nav a[href^="https://github.com"]').getAttribute('target'),
    ).toBe('_blank')
  })

  it("gives the copyright the visitor's current year, not the build's", async () => {
    await expect.poll(() => page.locator('footer').textContent()).toContain('© 2031 Lin Zhou')
    // The year differs from the prerendered one: hydration must not call that a mismatch.
    expect(errors).toEqual([])
  })
})
