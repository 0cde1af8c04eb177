import { describe, expect, it } from 'vitest'
import { glyphMask, placement } from './glyph-masks-fs.ts'
import type { TextRun } from './text-runs.ts'

const run: TextRun = {
  text: '第',
  x: 92,
  y: 179,
  width: 49.5,
  size: 50,
  weight: 700,
  letterSpacing: -0.5,
  fill: '#ffffff',
}

const ink = (alpha: Uint8Array) => alpha.reduce((sum, a) => sum + a, 0)

describe('placement', () => {
  it('puts a run at the nearest quarter pixel', () => {
    expect(placement(92)).toEqual({ column: 92, phase: 0 })
    expect(placement(141.5)).toEqual({ column: 141, phase: 2 })
    expect(placement(152.35)).toEqual({ column: 152, phase: 1 })
    expect(placement(99.9)).toEqual({ column: 100, phase: 0 })
  })
})

describe('glyphMask', () => {
  it('draws a run once, cropped to its ink above the baseline', { timeout: 30_000 }, async () => {
    const mask = await glyphMask(run, 0)
    expect(await glyphMask({ ...run, x: 500, y: 300 }, 0)).toBe(mask)
    // A 50 px CJK character: about 50 px square, sitting on the baseline (descending a little).
    expect(mask.width).toBeGreaterThan(40)
    expect(mask.width).toBeLessThan(60)
    expect(mask.top).toBeLessThan(-35)
    expect(mask.top + mask.height).toBeGreaterThan(0)
    expect(mask.top + mask.height).toBeLessThan(12)
    expect(mask.left).toBeGreaterThanOrEqual(-1)
    expect(mask.alpha).toHaveLength(mask.width * mask.height)
    expect(ink(mask.alpha)).toBeGreaterThan(255 * 400)
  })

  it('draws other text, weights and phases apart', { timeout: 30_000 }, async () => {
    const [base, other, light, shifted] = await Promise.all([
      glyphMask(run, 0),
      glyphMask({ ...run, text: '篇' }, 0),
      glyphMask({ ...run, weight: 400 }, 0),
      glyphMask(run, 2),
    ])
    expect(other.alpha).not.toEqual(base.alpha)
    expect(ink(light.alpha)).toBeLessThan(ink(base.alpha))
    // Half a pixel to the right: the same ink, spread differently.
    expect(shifted.alpha).not.toEqual(base.alpha)
    expect(Math.abs(ink(shifted.alpha) - ink(base.alpha))).toBeLessThan(ink(base.alpha) * 0.02)
  })
})

describe('a run drawing’s baseline', () => {
  // glyph-masks-fs.ts lays out the baseline once per style and font list, not per run: it must
  // not depend on the text.
  it('is the same for any text in one style and font list', { timeout: 30_000 }, async () => {
    const { default: satori } = await import('satori')
    const { cardFontFamily, cardFonts } = await import('./card-font-fs.ts')
    const texts = ['第', 'Static', 'gjpqy', '。', 'ÀÉ', '静态站点', 'W']
    const fonts = await cardFonts([{ text: `${texts.join('')}…`, weight: 700 }])
    const baselines = await Promise.all(
      texts.map(async (text) => {
        const tree = {
          type: 'div',
          props: {
            style: {
              display: 'flex',
              whiteSpace: 'pre',
              fontFamily: cardFontFamily,
              fontSize: 50,
              fontWeight: 700,
              letterSpacing: -0.5,
              paddingLeft: 16,
              paddingTop: 16,
            },
            children: text,
          },
        }
        const svg = await satori(tree as never, {
          width: 400,
          height: 132,
          fonts,
          embedFont: false,
        })
        return Number(/<text [^>]*\by="([\d.]+)"/.exec(svg)?.[1])
      }),
    )
    expect(baselines.every(Number.isFinite)).toBe(true)
    expect(new Set(baselines).size).toBe(1)
  })
})
