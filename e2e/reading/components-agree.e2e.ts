/**
 * Components that agree (issue 54, item 21), on the unified article in both languages: a code
 * group is one framed block whose tabs are its header (no second label, no gap); a raw <details>
 * looks as an accordion's item does; a ```diff block tints its added and removed lines.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { inLocale, open, useBrowser } from '../support/site.ts'

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
  it('joins a code group, draws a raw <details> as an accordion item, tints diff lines', async () => {
    const { page } = await open(inLocale(article, locale), {
      viewport: { width: 1280, height: 800 },
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

    const raw = 'article .prose details:not(.not-prose details)'
    const item = 'article .not-prose > details'
    const box = ['border-top-width', 'border-radius', 'padding-left', 'padding-top']
    expect(await styleOf(page, raw, box)).toEqual(await styleOf(page, item, box))
    const summary = ['font-weight', 'display', 'list-style-type']
    expect(await styleOf(page, `${raw} > summary`, summary)).toEqual(
      await styleOf(page, `${item} > summary`, summary),
    )
    expect(await page.locator(`${raw} > summary svg`).count()).toBe(1)

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
