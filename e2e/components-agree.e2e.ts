/**
 * Components that agree (issue 54, item 21), on the unified article in both languages: a code
 * group is one framed block whose tabs are its header (no second label, no gap); a raw <details>
 * looks as an accordion's item does; a ```diff block tints its added and removed lines.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { inLocale, open, useBrowser } from './support/site.ts'

useBrowser()

const article = '/blog/markdown-pipeline-with-unified'

const styleOf = (page: Page, selector: string, properties: string[]) =>
  page
    .locator(selector)
    .first()
    .evaluate((element, names) => {
      const style = getComputedStyle(element)
      return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]))
    }, properties)

describe.each(['zh', 'en'] as const)('%s', (locale) => {
  it.each(['light', 'dark'] as const)(
    'joins a code group’s tabs to its code (%s)',
    async (scheme) => {
      const { page } = await open(inLocale(article, locale), {
        viewport: { width: 1280, height: 800 },
        colorScheme: scheme,
      })
      const shape = await page
        .locator('.code-group')
        .first()
        .evaluate((group) => {
          const tabs = group.querySelector('[role=tablist]')!.getBoundingClientRect()
          const panel = group.querySelector('[role=tabpanel]:not([hidden]) .code-block')!
          const frame = panel.getBoundingClientRect()
          const copy = panel.querySelector('button')!.getBoundingClientRect()
          const label = panel.querySelector('.code-label')!
          return {
            gap: Math.round(frame.top - tabs.bottom),
            labelShown: getComputedStyle(label).display !== 'none',
            copyInTabRow: copy.top >= tabs.top - 1 && copy.bottom <= tabs.bottom + 1,
            framed: getComputedStyle(group).borderTopStyle,
          }
        })
      expect(shape).toEqual({ gap: 0, labelShown: false, copyInTabRow: true, framed: 'solid' })
      await page.close()
    },
  )

  it('draws a raw <details> as an accordion item', async () => {
    const { page } = await open(inLocale(article, locale), {
      viewport: { width: 1280, height: 800 },
    })
    const box = ['border-top-width', 'border-radius', 'padding-left', 'padding-top']
    const raw = await styleOf(page, 'article .prose details:not(.not-prose details)', box)
    const item = await styleOf(page, 'article .not-prose > details', box)
    expect(raw).toEqual(item)
    const summary = ['font-weight', 'display', 'list-style-type']
    expect(
      await styleOf(page, 'article .prose details:not(.not-prose details) > summary', summary),
    ).toEqual(await styleOf(page, 'article .not-prose > details > summary', summary))
    expect(
      await page.locator('article .prose details:not(.not-prose details) > summary svg').count(),
    ).toBe(1)
    await page.close()
  })

  it('tints the added and removed lines of a diff block', async () => {
    const { page } = await open(inLocale(article, locale), {
      viewport: { width: 1280, height: 800 },
    })
    const bands = await page
      .locator('pre[data-language=diff] .line')
      .evaluateAll((lines) =>
        lines.map((line) => [line.textContent![0], getComputedStyle(line).backgroundColor]),
      )
    const plain = 'rgba(0, 0, 0, 0)'
    for (const [sign, background] of bands)
      if (sign === '+' || sign === '-') expect(background).not.toBe(plain)
      else expect(background).toBe(plain)
    expect(bands.filter(([sign]) => sign === '+').length).toBeGreaterThan(0)
    await page.close()
  })
})
