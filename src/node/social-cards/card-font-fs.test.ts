import type { FontDetails, Renderer } from '@takumi-rs/core'
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cardFontFamily, fontChunks, registerCardFonts } from './card-font-fs.ts'

const covers = (ranges: Array<[number, number]>, char: string) =>
  ranges.some(([start, end]) => char.codePointAt(0)! >= start && char.codePointAt(0)! <= end)

describe('fontChunks', () => {
  it('lists WOFF2 files that cover Chinese and Latin, at both weights', () => {
    for (const weight of [400, 700]) {
      const chunks = fontChunks(weight)
      expect(chunks.length).toBeGreaterThan(50)
      expect(chunks.every((c) => c.file.endsWith(`-${weight}-normal.woff2`))).toBe(true)
      expect(existsSync(chunks[0]!.file)).toBe(true)
      for (const char of ['静', '博', 'A', '…'])
        expect(chunks.some((c) => covers(c.ranges, char))).toBe(true)
    }
  })
})

describe('registerCardFonts', () => {
  it('registers every chunk of both weights under one family, in the order a browser tries them', async () => {
    const registered: FontDetails[] = []
    const renderer = {
      registerFont: async (font: FontDetails) => registered.push(font),
    } as unknown as Renderer
    await registerCardFonts(renderer)
    expect(new Set(registered.map((f) => f.name))).toEqual(new Set([cardFontFamily]))
    expect(registered.length).toBe(fontChunks(400).length + fontChunks(700).length)
    // CJK chunks hold ASCII too; the first face takumi finds for it must be `latin`'s, as a
    // browser would pick it.
    const latin = fontChunks(400).find((c) => c.file.endsWith('-latin-400-normal.woff2'))!
    const ascii = registered.find((f) => f.weight === 400 && covers(f.unicodeRange!, 'A'))
    expect(ascii?.unicodeRange).toEqual(latin.ranges)
  })
})
