/**
 * Issue 35, item 5: the footer of every page shows the public-security filing number beside the
 * ICP number, with its emblem and a link to its entry in the registry (the sample site.yml sets
 * one; src/client/components/frame/app-footer.test.tsx checks that leaving it out shows nothing).
 */
import { describe, expect, it } from 'vitest'
import { hydrated, open, useBrowser } from '../support/site.ts'

useBrowser()

describe('the filing numbers in the footer', () => {
  it.each([
    ['/', '公安备案图标'],
    ['/en/blog/why-static-sites', 'Public security filing emblem'],
  ])(
    '%s: the public-security number, its emblem and registry link beside the ICP number',
    async (path, alt) => {
      const { page, errors } = await open(path, { javaScriptEnabled: path === '/' })
      if (path === '/') await hydrated(page)
      const icp = page.locator('footer').getByRole('link', { name: '浙ICP备2024031877号-1' })
      expect(await icp.getAttribute('href')).toBe('https://beian.miit.gov.cn/')
      const link = page.locator('footer').getByRole('link', { name: /浙公网安备33010602012345号/ })
      expect(await link.getAttribute('href')).toBe(
        'https://beian.mps.gov.cn/#/query/webSearch?code=33010602012345',
      )
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
      const emblem = link.getByRole('img', { name: alt })
      // Drawn: the image loaded, at the size of the text beside it.
      await expect
        .poll(() => emblem.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      expect(await emblem.evaluate((img) => img.getBoundingClientRect().height)).toBe(14)
      // Beside the ICP number: on the same line at this width.
      const [a, b] = [await icp.boundingBox(), await link.boundingBox()]
      expect(Math.abs(a!.y + a!.height / 2 - (b!.y + b!.height / 2))).toBeLessThan(4)
      // Set as Chinese in either language: room between 浙 and ICP, as Chinese text has (the
      // browser widens 浙 by an eighth of its em).
      const advance = await icp.evaluate((a) => {
        const text = [...a.childNodes].find((n) => n.textContent!.includes('ICP'))!
        const box = (i: number) => {
          const range = document.createRange()
          range.setStart(text, i)
          range.setEnd(text, i + 1)
          return range.getBoundingClientRect()
        }
        return (box(1).left - box(0).left) / parseFloat(getComputedStyle(a).fontSize)
      })
      expect(advance).toBeGreaterThan(1.1)
      expect(errors).toEqual([])
      await page.close()
    },
  )
})
