/**
 * Reads which characters each file of `@fontsource/noto-sans-sc` covers, from the package's own
 * `<weight>.css`: the same `unicode-range` data a browser uses, so a card picks the chunk a
 * browser would pick.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/** A font weight the cards draw with; fontsource ships one file per weight and chunk. */
export type CardFontWeight = 400 | 700

/** One `@font-face` of the package: a WOFF file and the code points it covers. */
export interface FontChunk {
  /** The chunk's name in the package, the same at every weight: `latin`, `113`. */
  id: string
  /** Absolute path of the `.woff` file (satori can't read WOFF2). */
  file: string
  /** Inclusive code point ranges from the rule's `unicode-range`. */
  ranges: Array<[number, number]>
}

const packageDir = dirname(
  createRequire(import.meta.url).resolve('@fontsource/noto-sans-sc/package.json'),
)

/** The fontsource package version, so caches of drawn cards can notice a font upgrade. */
export const fontPackageVersion = (
  JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string }
).version

function parseRanges(value: string): Array<[number, number]> {
  return value.split(',').map((part) => {
    const [start = '', end] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(start, 16), parseInt(end ?? start, 16)]
  })
}

function parseCss(css: string): FontChunk[] {
  const chunks: FontChunk[] = []
  for (const rule of css.split('@font-face').slice(1)) {
    const woff = /url\(\.\/files\/([^)]+\.woff)\)/.exec(rule)?.[1]
    const range = /unicode-range:\s*([^;]+);/.exec(rule)?.[1]
    const id = woff && /^noto-sans-sc-(.+)-\d+-normal\.woff$/.exec(woff)?.[1]
    if (woff && id && range) {
      chunks.push({ id, file: join(packageDir, 'files', woff), ranges: parseRanges(range) })
    }
  }
  // CSS Fonts: overlapping ranges in one family are tried last rule first. The `latin` rule comes
  // last and shares ASCII with the CJK chunks, so this keeps Latin text on the small latin file.
  return chunks.reverse()
}

const chunksByWeight = new Map<CardFontWeight, FontChunk[]>()

/** Every chunk of a weight, in the order a browser tries them. */
export function fontChunks(weight: CardFontWeight): FontChunk[] {
  let chunks = chunksByWeight.get(weight)
  if (!chunks) {
    chunks = parseCss(readFileSync(join(packageDir, `${weight}.css`), 'utf8'))
    chunksByWeight.set(weight, chunks)
  }
  return chunks
}

// Code points looked up, per weight: every card asks for each of its characters (its text, and
// each new glyph mask's), and scanning a hundred chunks' ranges for a character of a late chunk
// was ≈2.5% of drawing a card (68 ms of 2.7 s for 1,000 Chinese cards, `--cpu-prof`).
const found = new Map<CardFontWeight, Map<number, FontChunk | undefined>>()

/** The chunk that draws a code point, or undefined when no file of the family has it. */
export function chunkFor(codePoint: number, weight: CardFontWeight): FontChunk | undefined {
  let known = found.get(weight)
  if (!known) found.set(weight, (known = new Map()))
  if (!known.has(codePoint))
    known.set(
      codePoint,
      fontChunks(weight).find((chunk) =>
        chunk.ranges.some(([start, end]) => codePoint >= start && codePoint <= end),
      ),
    )
  return known.get(codePoint)
}
