import { toHtml } from 'hast-util-to-html'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { siteUrl } from '../../../shared/page/head-tags.ts'
import { shareQr } from './share-qr.ts'

/**
 * What a phone's camera would read: the SVG rasterised, then decoded as dark modules on a light
 * ground only (not every reader tries the code inverted).
 */
async function scan(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .resize(400, 400)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height, {
    inversionAttempts: 'dontInvert',
  })?.data
}

describe('shareQr', () => {
  it('draws a code that decodes to the article address', async () => {
    const url = 'https://linzhou.dev/en/blog/notes/2025/tooling-fatigue'
    const share = await shareQr(url)
    expect(share.url).toBe(url)
    expect(await scan(toHtml(share.qr, { space: 'svg' }))).toBe(url)
  })

  it('keeps a Chinese address as the canonical link spells it, percent-encoded', async () => {
    const url = siteUrl('https://linzhou.github.io/portfolio', '/blog/笔记/中文排版')
    expect(url).toMatch(/%E4%B8%AD/)
    expect(await scan(toHtml((await shareQr(url)).qr, { space: 'svg' }))).toBe(url)
  })

  it('lies on a white square with the quiet zone, so it scans in dark mode too', async () => {
    const { qr } = await shareQr('https://linzhou.dev/blog/x')
    const size = Number(String(qr.properties.viewBox).split(' ')[2])
    const ground = qr.children[0]
    expect(ground).toMatchObject({
      tagName: 'path',
      properties: { fill: '#ffffff', d: `M0 0h${size}v${size}H0z` },
    })
    // Four modules of margin around the 21 + 4n modules of the symbol itself.
    expect((size - 8 - 21) % 4).toBe(0)
    expect(JSON.stringify(qr)).not.toContain('position')
  })
})
