/**
 * An article's FAQ (the `accordion` element): every item a card bordered on all four sides, in
 * both languages and both colour modes (issue 54, item 15), open or closed.
 */
import { describe, expect, it } from 'vitest'
import { open, useBrowser } from '../support/site.ts'

useBrowser()

describe.each(['/blog/markdown-pipeline-with-unified', '/en/blog/markdown-pipeline-with-unified'])(
  'the FAQ of %s',
  (path) => {
    it.each(['light', 'dark'] as const)(
      'borders every item on all four sides (%s)',
      async (mode) => {
        const { page } = await open(path, { colorScheme: mode })
        const items = page.locator('main .not-prose > details')
        expect(await items.count()).toBe(3)
        await items.nth(1).locator('summary').click()
        const borders = await items.evaluateAll((elements) =>
          elements.map((element) => {
            const style = getComputedStyle(element)
            return ['Top', 'Right', 'Bottom', 'Left'].map((side) =>
              style.getPropertyValue(`border-${side.toLowerCase()}-width`),
            )
          }),
        )
        expect(borders).toEqual(Array(3).fill(['1px', '1px', '1px', '1px']))
        await page.close()
      },
    )
  },
)
