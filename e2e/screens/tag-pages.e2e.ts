/**
 * A tag page's language switch leads to the same tag in the other language (issue 54, item 12):
 * tags are words of their language, found through the translations of the tagged articles
 * (counterpartTag). With JavaScript, as a visitor clicks it.
 */
import { describe, expect, it } from 'vitest'
import { hydrated, open, useBrowser } from '../support/site.ts'

useBrowser()

const cases = [
  { from: '/tags/中文', to: '/en/tags/chinese', name: '切换到 English', title: 'Chinese' },
  { from: '/tags/前端', to: '/en/tags/frontend', name: '切换到 English', title: 'Frontend' },
  { from: '/en/tags/chinese', to: '/tags/中文', name: 'Switch to 简体中文', title: '中文' },
  {
    from: '/en/tags/work-habits',
    to: '/tags/工作方法',
    name: 'Switch to 简体中文',
    title: '工作方法',
  },
]

describe('the language switch on a tag page', () => {
  it.each(cases)('goes from $from to $to', async ({ from, to, name, title }) => {
    const { page, errors } = await open(from)
    await hydrated(page)
    await page.getByRole('link', { name }).click()
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname)).toBe(to)
    await expect.poll(() => page.locator('h1').textContent()).toContain(title)
    expect(errors).toEqual([])
    await page.close()
  })
})
