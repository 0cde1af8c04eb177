/**
 * Details of what a reader is first sent: the dates come formatted with the page, so hydration
 * builds no date format, and code blocks keep their copy button off the code on phones.
 */
import { describe, expect, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { hydrated, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

describe('hydration', () => {
  it('hydrates with the dates the loaders wrote: no Intl.DateTimeFormat is built, nothing mismatches', async () => {
    // One page with scripts and one without visit the three addresses in turn: the counter below
    // is installed afresh in every document, and nothing a visit does is stored.
    const page = await browser().newPage({ serviceWorkers: 'block' })
    const errors = watchConsole(page)
    // Counts date formats built before hydration ends (the first costs 15–35 ms).
    await page.addInitScript(() => {
      const counter = window as unknown as { formatsBeforeHydration: number }
      counter.formatsBeforeHydration = 0
      const Original = Intl.DateTimeFormat
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args: ConstructorParameters<typeof Original>) {
          if (document.documentElement.dataset.hydrated !== 'true') counter.formatsBeforeHydration++
          return new target(...args)
        },
      })
    })
    const still = await browser().newPage({ javaScriptEnabled: false })
    for (const path of ['/blog/why-static-sites', '/en/blog', '/space']) {
      // The dates as the prerender wrote them: the page with scripts off.
      await still.goto(url(path))
      const prerendered = await still.locator('time').allTextContents()
      errors.length = 0
      // What is counted and compared is settled once hydration has ended.
      await page.goto(url(path))
      await hydrated(page)
      expect(prerendered.length, path).toBeGreaterThan(0)
      expect(prerendered[0], path).toMatch(/\d/)
      expect(await page.locator('time').allTextContents(), path).toEqual(prerendered)
      expect(
        await page.evaluate(
          () => (window as unknown as { formatsBeforeHydration: number }).formatsBeforeHydration,
        ),
        path,
      ).toBe(0)
      expect(errors, path).toEqual([])
    }
    await still.close()
    await page.close()
  })
})

describe('code blocks on a phone', () => {
  it('keep the copy button off the code, and name the file or the language above it', async () => {
    // One phone-sized page visits both articles: the blocks are measured as each one lays out.
    const page = await browser().newPage({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    })
    for (const path of [
      '/blog/chinese-typography-on-the-web',
      '/en/blog/image-pipeline-with-sharp',
    ]) {
      await page.goto(url(path))
      await hydrated(page)
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
      expect(blocks.length, path).toBeGreaterThan(0)
      for (const block of blocks) {
        expect(block.overlap, path).toBe(0)
        expect(block.label.length, path).toBeGreaterThan(0)
      }
    }
    await page.close()
  })
})
