/**
 * The card's font: Noto Sans SC from `@fontsource/noto-sans-sc`, both weights the card draws
 * with. fontsource splits each weight into about a hundred WOFF2 files by `unicode-range`; each is
 * registered with takumi under one family with its range, read from the package's own
 * `<weight>.css`, so takumi picks for each character the file a browser would pick. Takumi reads
 * WOFF2 itself.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Renderer } from '@takumi-rs/core'

/** The `fontFamily` of card elements: every chunk is registered under it. */
export const cardFontFamily = 'Noto Sans SC'

/** The weights the card draws with (text and bold). */
const cardFontWeights = [400, 700] as const

/** One `@font-face` of the package: a WOFF2 file and the code points it covers. */
export interface FontChunk {
  file: string
  weight: number
  /** Inclusive code point ranges from the rule's `unicode-range`. */
  ranges: Array<[number, number]>
}

const packageDir = dirname(
  createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/package.json'),
)

function parseRanges(value: string): Array<[number, number]> {
  return value.split(',').map((part) => {
    const [start = '', end] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(start, 16), parseInt(end ?? start, 16)]
  })
}

/**
 * Every chunk of a weight, in the order a browser tries them. CSS Fonts: where the ranges of one
 * family overlap, the last rule wins. The `latin` rule comes last and shares ASCII with the CJK
 * chunks, so reversed, Latin text stays on the small `latin` file, as in a browser.
 */
export function fontChunks(weight: number): FontChunk[] {
  const css = readFileSync(join(packageDir, `${weight}.css`), 'utf8')
  return css
    .split('@font-face')
    .slice(1)
    .flatMap((rule) => {
      const file = /url\(\.\/files\/([^)]+\.woff2)\)/.exec(rule)?.[1]
      const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1]
      return file && range
        ? [{ file: join(packageDir, 'files', file), weight, ranges: parseRanges(range) }]
        : []
    })
    .reverse()
}

/**
 * Registers every chunk of both weights with a renderer (≈0.2 s once per process), in the order a
 * browser tries them: takumi gives a code point that several faces cover to the first registered.
 * All of them rather than the ones each card needs, since with shared code points the order of
 * registering decides the glyph: a fixed order keeps a card's pixels the same whichever cards
 * were drawn before it.
 */
export async function registerCardFonts(renderer: Renderer): Promise<void> {
  const chunks = cardFontWeights.flatMap(fontChunks)
  const data = await Promise.all(chunks.map((chunk) => readFile(chunk.file)))
  // One at a time: the order is what decides.
  for (const [i, chunk] of chunks.entries()) {
    await renderer.registerFont({
      name: cardFontFamily,
      data: data[i]!,
      weight: chunk.weight,
      style: 'normal',
      unicodeRange: chunk.ranges,
    })
  }
}
