import { describe, expect, it } from 'vitest'
import { cardFonts } from './card-font-fs.ts'
import { textShaper } from './text-shaper-fs.ts'

describe('textShaper', () => {
  it('measures with the fonts a card is given, ligatures off when letters are spaced', async () => {
    const fonts = await cardFonts([{ text: '静态 fi…', weight: 700 }])
    const shaper = await textShaper(fonts, 700)
    expect(shaper.metrics).toEqual({ upem: 1000, ascender: 1160, descender: -288 })
    // An ideograph of Noto Sans SC is one em wide.
    expect(shaper.measure('静', 50, 0)).toBe(50)
    // "fi" is one ligature (one cluster) unspaced, two letters spaced: the spacing is counted
    // once or twice, and the advances differ too.
    const unspaced = shaper.measure('fi', 1000, 0)
    const spaced = shaper.measure('fi', 1000, 1)
    expect(spaced).not.toBe(unspaced + 1)
    expect(Number.isInteger(spaced - 2)).toBe(true)
    expect(shaper.covers('静态 fi')).toBe(true)
    // No font of this weight was given for 400, and none draws this character.
    expect(shaper.covers('😀')).toBe(false)
    expect((await textShaper(fonts, 400)).covers('fi')).toBe(false)
  })
})
