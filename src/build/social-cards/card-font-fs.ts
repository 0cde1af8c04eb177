/**
 * Fonts for social cards: only the Noto Sans SC chunks that hold the card's characters. The whole
 * family is megabytes per weight; a Chinese card needs about twenty ~40 KB chunks, an English one
 * just `latin`. Buffers stay in memory for the whole build, so shared chunks are read once.
 */
import { readFile } from 'node:fs/promises'
import type { Font } from 'satori'
import { keptPromises } from './kept-promises.ts'
import { sfntOfWoff } from './sfnt-of-woff.ts'
import { chunkFor, fontChunks, type CardFontWeight, type FontChunk } from './font-chunks-fs.ts'

export type { CardFontWeight } from './font-chunks-fs.ts'

/**
 * The `fontFamily` of card elements. No loaded font has this name on purpose: satori then tries
 * the loaded fonts in the order they were passed, which is the order a browser tries the chunks.
 */
export const cardFontFamily = 'Noto Sans SC'

/** Text drawn at one weight; the chunks are chosen per weight, since each weight is a file. */
export interface CardText {
  text: string
  weight: CardFontWeight
}

/** Which chunks draw a text, and which characters no chunk covers (they would be tofu). */
export interface FontCoverage {
  /** The chunks, in the order a browser would try them. */
  chunks: FontChunk[]
  missing: string[]
}

// Whitespace and controls need no glyph (satori lays out spaces from the font's metrics).
const needsGlyph = (char: string) => !/^[\s\p{Cc}\p{Cf}]$/u.test(char)

/** The chunks a text needs at one weight. */
export function fontCoverage(text: string, weight: CardFontWeight): FontCoverage {
  const chunks = new Set<FontChunk>()
  const missing = new Set<string>()
  for (const char of new Set(text)) {
    if (!needsGlyph(char)) continue
    const chunk = chunkFor(char.codePointAt(0) ?? 0, weight)
    if (chunk) chunks.add(chunk)
    else missing.add(char)
  }
  const order = fontChunks(weight)
  return {
    chunks: [...chunks].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    missing: [...missing],
  }
}

const buffers = keptPromises<Buffer>()

// Unpacked once here (sfnt-of-woff.ts says why); the glyphs are the same.
const load = (file: string) =>
  buffers(file, async () => Buffer.from(sfntOfWoff(await readFile(file))))

/**
 * The satori fonts for a card. Each chunk is its own family (`Noto Sans SC 113`), holding both
 * weights: satori keeps one font per family and weight, so chunks sharing a name would hide each
 * other. A glyph missing from one family is looked up in the next, in the order passed.
 */
export async function cardFonts(texts: CardText[]): Promise<Font[]> {
  const wanted = new Map<string, { chunk: FontChunk; weight: CardFontWeight; rank: number }>()
  for (const { text, weight } of texts) {
    const order = fontChunks(weight)
    for (const chunk of fontCoverage(text, weight).chunks) {
      wanted.set(chunk.file, { chunk, weight, rank: order.indexOf(chunk) })
    }
  }
  const fonts = [...wanted.values()].sort((a, b) => a.rank - b.rank || a.weight - b.weight)
  return Promise.all(
    fonts.map(async ({ chunk, weight }) => ({
      name: `${cardFontFamily} ${chunk.id}`,
      data: await load(chunk.file),
      weight,
      style: 'normal' as const,
    })),
  )
}
