import { describe, expect, it } from 'vitest'
import { cardFonts, fontCoverage } from './card-font-fs.ts'

const mixed = '静态网站和博客 React组件'

describe('fontCoverage', () => {
  it('finds a chunk for every character of mixed Chinese and Latin text, at both weights', () => {
    for (const weight of [400, 700] as const) {
      const { chunks, missing } = fontCoverage(mixed, weight)
      expect(missing).toEqual([])
      expect(chunks.map((c) => c.id)).toContain('latin')
      expect(chunks.every((c) => c.file.endsWith(`-${weight}-normal.woff`))).toBe(true)
    }
  })

  it('keeps Latin text on the latin chunk, as a browser would', () => {
    expect(fontCoverage('Why I came back to static sites…', 400).chunks.map((c) => c.id)).toEqual([
      'latin',
    ])
  })

  it('reports characters that no chunk covers', () => {
    expect(fontCoverage('静\u{10FFFD}', 400).missing).toEqual(['\u{10FFFD}'])
  })

  it('loads only a subset of the family', () => {
    expect(fontCoverage(mixed, 400).chunks.length).toBeLessThan(10)
  })
})

describe('cardFonts', () => {
  it('names each chunk as its own family, holding the weights asked for', async () => {
    const fonts = await cardFonts([
      { text: '静态网站', weight: 700 },
      { text: 'React 组件', weight: 400 },
    ])
    const latin = fonts.filter((f) => f.name === 'Noto Sans SC latin')
    expect(latin.map((f) => f.weight)).toEqual([400])
    expect(new Set(fonts.map((f) => `${f.name} ${f.weight}`)).size).toBe(fonts.length)
    expect(fonts.filter((f) => f.weight === 700).length).toBeGreaterThan(0)
  })

  it('reuses the loaded buffers across cards', async () => {
    const [first] = await cardFonts([{ text: 'a', weight: 400 }])
    const [second] = await cardFonts([{ text: 'b', weight: 400 }])
    expect(second?.data).toBe(first?.data)
  })
})
