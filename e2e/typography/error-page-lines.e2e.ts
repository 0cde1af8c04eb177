/**
 * The 404's description on a phone (issue 54, item 8): a short centred paragraph in even lines, and
 * in Chinese broken at its punctuation, not inside a word (搬|走, 没|有).
 */
import { expect, it } from 'vitest'
import { open, useBrowser } from '../support/site.ts'

useBrowser()

it('breaks the Chinese 404’s description at its comma on a phone, not inside a word', async () => {
  const { page } = await open('/no/such/page', { viewport: { width: 320, height: 700 } })
  const lines = await page.locator('main [data-status="404"] h1 + p').evaluate((p) => {
    const text = p.firstChild as Text
    const tops = new Map<number, string>()
    for (let i = 0; i < text.data.length; i++) {
      const range = document.createRange()
      range.setStart(text, i)
      range.setEnd(text, i + 1)
      const top = Math.round(range.getBoundingClientRect().top)
      tops.set(top, (tops.get(top) ?? '') + text.data[i])
    }
    return [...tops.values()]
  })
  expect(lines).toEqual(['你要找的页面可能已经搬走，', '或者从来没有存在过。'])
  await page.close()
})
