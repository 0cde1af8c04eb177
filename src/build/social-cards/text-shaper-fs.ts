/**
 * Text measured the way satori measures it, without satori: each character takes the first of the
 * card's fonts that has it (a space stays in the font before it), each run of one font is shaped
 * by HarfBuzz (the same package and version satori shapes with), and a width is the runs'
 * advances scaled to the size, plus the letter spacing after every cluster. Card text laid out
 * from these widths lands where satori puts it (card-text-layout-fs.ts, whose test holds the two
 * to each other).
 */
import { createRequire } from 'node:module'
import type { HarfBuzz, HbFace, HbFont } from 'harfbuzzjs'
import type { Font } from 'satori'
import { isWoff, sfntOfWoff } from './sfnt-of-woff.ts'

/** One font of a card as the shaper uses it. */
interface ShapingFont {
  font: HbFont
  upem: number
  weight: number
  /** Code points its cmap maps. */
  unicodes: Set<number>
  /** Ascender and descender in font units (`hhea`), for the baseline. */
  ascender: number
  descender: number
  /**
   * Shaped runs of text (keyed by features and text): the sum of their advances and how many
   * clusters they are.
   */
  shaped: Map<string, { advance: number; clusters: number }>
}

/** The vertical metrics a line's baseline comes from, in font units. */
export interface FontMetrics {
  upem: number
  ascender: number
  descender: number
}

/** Widths of text at one weight, as satori measures them with the same fonts. */
export interface Shaper {
  /** The width of `text` at `size` with `letterSpacing` after each cluster. */
  measure(text: string, size: number, letterSpacing: number): number
  /**
   * Whether every character of `text` is drawn by a font of the requested weight (not by a
   * heavier or lighter one satori would embolden or use as it is, nor by no font at all).
   */
  covers(text: string): boolean
  /** The fonts' vertical metrics, or undefined when the fonts disagree on them. */
  metrics: FontMetrics | undefined
}

/** A table of an sfnt by its tag, or undefined. */
function table(sfnt: Uint8Array, tag: string): DataView | undefined {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength)
  for (let i = 0; i < view.getUint16(4); i++) {
    const record = 12 + i * 16
    if (String.fromCharCode(...sfnt.subarray(record, record + 4)) === tag)
      return new DataView(sfnt.buffer, sfnt.byteOffset + view.getUint32(record + 8))
  }
  return undefined
}

let loaded: Promise<HarfBuzz> | undefined
// By the font's data as cardFonts keeps it (one buffer per chunk for the life of the process).
const fonts = new Map<Font['data'], ShapingFont>()

/** A font file made ready for shaping: once per process. */
function shapingFont(hb: HarfBuzz, given: Font): ShapingFont {
  let font = fonts.get(given.data)
  if (!font) {
    const data = given.data instanceof Uint8Array ? given.data : new Uint8Array(given.data)
    const sfnt = isWoff(data) ? sfntOfWoff(data) : data
    const face: HbFace = hb.createFace(hb.createBlob(sfnt), 0)
    const hhea = table(sfnt, 'hhea')
    font = {
      font: hb.createFont(face),
      upem: face.upem,
      weight: given.weight ?? 400,
      unicodes: new Set(face.collectUnicodes()),
      ascender: hhea?.getInt16(4) ?? NaN,
      descender: hhea?.getInt16(6) ?? NaN,
      shaped: new Map(),
    }
    // Advances in font units, as satori asks for them.
    font.font.setScale(font.upem, font.upem)
    fonts.set(given.data, font)
  }
  return font
}

/**
 * satori's features for spaced text: like browsers, it turns optional ligatures off when letters
 * are spaced (`fi` stays two glyphs in a title, and is one in a description).
 */
const spacedFeatures = '-liga,-clig'

function shape(hb: HarfBuzz, font: ShapingFont, text: string, spaced: boolean) {
  const key = spaced ? `s${text}` : `n${text}`
  let shaped = font.shaped.get(key)
  if (!shaped) {
    const buffer = hb.createBuffer()
    try {
      buffer.addText(text)
      buffer.guessSegmentProperties()
      if (spaced) hb.shape(font.font, buffer, spacedFeatures)
      else hb.shape(font.font, buffer)
      const glyphs = buffer.json()
      let advance = 0
      let clusters = 0
      for (let i = 0; i < glyphs.length; i++) {
        advance += glyphs[i]!.ax
        if (glyphs[i + 1]?.cl !== glyphs[i]!.cl) clusters++
      }
      shaped = { advance, clusters }
    } finally {
      buffer.destroy()
    }
    font.shaped.set(key, shaped)
  }
  return shaped
}

const isWhitespace = (char: string) => /^\s$/.test(char)

/**
 * The shaper of text at `weight` with a card's fonts (`cardFonts`, in the order satori is given
 * them). Like satori, each family contributes its font of that weight, or its only font.
 */
export async function textShaper(list: Font[], weight: number): Promise<Shaper> {
  // Required, not imported: the package's export is a promise, which an ES module namespace
  // would be taken for (a namespace with a `then` is awaited as one).
  const hb = await (loaded ??= createRequire(import.meta.url)('harfbuzzjs') as Promise<HarfBuzz>)
  const families = new Map<string, Font[]>()
  for (const font of list) families.set(font.name, [...(families.get(font.name) ?? []), font])
  const ordered = [...families.values()].map((family) => {
    return shapingFont(hb, family.find((f) => f.weight === weight) ?? family[0]!)
  })
  const resolved = new Map<string, ShapingFont>()
  // satori's resolveFont: the first font that maps the character, else the last font.
  const resolve = (char: string) => {
    let font = resolved.get(char)
    if (!font) {
      const code = char.codePointAt(0)!
      font = ordered.find((f) => f.unicodes.has(code)) ?? ordered.at(-1)!
      resolved.set(char, font)
    }
    return font
  }
  const first = ordered[0]
  const metrics =
    first &&
    ordered.every((f) => f.upem === first.upem && f.ascender === first.ascender) &&
    ordered.every((f) => f.descender === first.descender)
      ? { upem: first.upem, ascender: first.ascender, descender: first.descender }
      : undefined
  return {
    metrics,
    covers: (text) =>
      [...text].every((char) => {
        const font = resolve(char)
        return (
          font.weight === weight && (isWhitespace(char) || font.unicodes.has(char.codePointAt(0)!))
        )
      }),
    measure(text, size, letterSpacing) {
      // satori's splitByFont, then its measure: runs of one font, in the order they come.
      let width = 0
      let clusters = 0
      let run = ''
      let current: ShapingFont | undefined
      const flush = () => {
        if (!current || !run) return
        const shaped = shape(hb, current, run, letterSpacing !== 0)
        width += (shaped.advance / current.upem) * size
        clusters += shaped.clusters
      }
      for (const char of text) {
        const font =
          isWhitespace(char) && current?.unicodes.has(char.codePointAt(0)!)
            ? current
            : resolve(char)
        if (font !== current) {
          flush()
          current = font
          run = ''
        }
        run += char
      }
      flush()
      return width + letterSpacing * clusters
    },
  }
}
