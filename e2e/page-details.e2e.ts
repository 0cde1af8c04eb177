/**
 * Details of what a reader is first sent: the dates come formatted with the page, so hydration
 * builds no date format, and code blocks keep their copy button off the code on phones.
 */
import { describe, expect, it } from 'vitest'
import { watchConsole } from './support/console'
import { hydrated, open, url, useBrowser } from './support/site'

const browser = useBrowser()

describe('hydration', () => {
  it('formats dates in the browser as the prerender did: nothing mismatches', async () => {
    for (const path of ['/blog/why-static-sites', '/en/blog', '/space']) {
      const page = await browser().newPage({ serviceWorkers: 'block' })
      const errors = watchConsole(page)
      // The dates as the prerender wrote them: the page with scripts off.
      const still = await browser().newPage({ javaScriptEnabled: false })
      await still.goto(url(path))
      const prerendered = await still.locator('time').allTextContents()
      await still.close()
      await page.goto(url(path), { waitUntil: 'networkidle' })
      await hydrated(page)
      expect(prerendered.length).toBeGreaterThan(0)
      expect(prerendered[0]).toMatch(/\d/)
      // i18next formats each date again while hydrating; the text must be the prerender's.
      expect(await page.locator('time').allTextContents()).toEqual(prerendered)
      expect(errors).toEqual([])
      await page.close()
    }
  })
})

describe('code blocks on a phone', () => {
  it('keep the copy button off the code, and name the file or the language above it', async () => {
    for (const path of [
      '/blog/chinese-typography-on-the-web',
      '/en/blog/image-pipeline-with-sharp',
    ]) {
      const { page } = await open(path, { viewport: { width: 390, height: 844 } })
      const blocks = await page.locator('.code-block').evaluateAll((elements) =>
        elements.map((block) => {
          const button = block.querySelector('button')!.getBoundingClientRect()
          const pre = block.querySelector('pre')!.getBoundingClientRect()
          return {
            label: block.querySelector('.code-label')?.textContent ?? '',
            language: block.querySelector('pre')!.dataset.language ?? '',
            overlap: Math.max(0, button.bottom - pre.top),
          }
        }),
      )
      expect(blocks.length).toBeGreaterThan(0)
      for (const block of blocks) {
        expect(block.overlap).toBe(0)
        expect(block.label.length).toBeGreaterThan(0)
      }
      await page.close()
    }
  })
})
