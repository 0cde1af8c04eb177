/**
 * The header over scrolled content (issue 54, item 26): nothing scrolled under the bar shows
 * through beside the pill or above it, at 360 and 1280 px, light and dark. Content is stood for by
 * a red band laid under the bar, so the test does not depend on where the text happens to fall.
 */
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { open, useBrowser } from '../support/site.ts'

useBrowser()

const ground = { light: [255, 255, 255], dark: [2, 6, 23] }

describe.each([
  ['/blog/why-static-sites', 'light', 360],
  ['/blog/why-static-sites', 'dark', 1280],
  ['/en/blog/why-static-sites', 'dark', 360],
  ['/en/blog/why-static-sites', 'light', 1280],
] as const)('%s, %s, %i px', (path, scheme, width) => {
  it('shows the page ground, not the content, above the pill and beside it', async () => {
    const { page } = await open(path, { viewport: { width, height: 700 }, colorScheme: scheme })
    await page.evaluate(() => {
      scrollTo({ top: 900, behavior: 'instant' })
      const band = document.createElement('div')
      band.style.cssText = `position:absolute;left:0;right:0;top:${scrollY}px;height:80px;background:#f00`
      document.querySelector('main')!.append(band)
    })
    // The band's top rows, from below the reading bar (2 px) to the pill's top (12 px), edge to edge.
    const shot = await page.screenshot({ clip: { x: 0, y: 3, width, height: 8 } })
    const { data, info } = await sharp(shot).raw().toBuffer({ resolveWithObject: true })
    const off: string[] = []
    for (let i = 0; i < data.length; i += info.channels) {
      const pixel = [data[i]!, data[i + 1]!, data[i + 2]!]
      if (pixel.some((value, c) => Math.abs(value - ground[scheme][c]!) > 3))
        off.push(
          `${(i / info.channels) % info.width},${Math.floor(i / info.channels / info.width)}`,
        )
    }
    expect(off.slice(0, 5)).toEqual([])
    await page.close()
  })
})
