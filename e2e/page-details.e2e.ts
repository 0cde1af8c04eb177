/**
 * Details of what a reader is first sent: the dates come formatted with the page, so hydration
 * builds no date format, and code blocks keep their copy button off the code on phones.
 */
import { describe, expect, it } from 'vitest'
import { watchConsole } from './support/console.ts'
import { hydrated, open, url, useBrowser } from './support/site.ts'

const browser = useBrowser()

describe('hydration', () => {
  it('hydrates with the dates the loaders wrote: no Intl.DateTimeFormat is built, nothing mismatches', async () => {
    for (const path of ['/blog/why-static-sites', '/en/blog', '/space']) {
      const page = await browser().newPage({ serviceWorkers: 'block' })
      const errors = watchConsole(page)
      // Counts date formats built before hydration ends (the first costs 15–35 ms).
      await page.addInitScript(() => {
        const counter = window as unknown as { formatsBeforeHydration: number }
        counter.formatsBeforeHydration = 0
        const Original = Intl.DateTimeFormat
        Intl.DateTimeFormat = new Proxy(Original, {
          construct(target, args: ConstructorParameters<typeof Original>) {
            if (document.documentElement.dataset.hydrated !== 'true')
              counter.formatsBeforeHydration++
            return new target(...args)
          },
        })
      })
      // The dates as the prerender wrote them: the page with scripts off.
      const still = await browser().newPage({ javaScriptEnabled: false })
      await still.goto(url(path))
      const prerendered = await still.locator('time').allTextContents()
      await still.close()
      await page.goto(url(path), { waitUntil: 'networkidle' })
      await hydrated(page)
      expect(prerendered.length).toBeGreaterThan(0)
      expect(prerendered[0]).toMatch(/\d/)
      expect(await page.locator('time').allTextContents()).toEqual(prerendered)
      expect(
        await page.evaluate(
          () => (window as unknown as { formatsBeforeHydration: number }).formatsBeforeHydration,
        ),
      ).toBe(0)
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
