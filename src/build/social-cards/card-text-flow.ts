/**
 * Lines of card text, broken and clamped as satori breaks and clamps them (its `buildTextNodes`
 * for left-aligned text in `white-space: normal` with `overflow-wrap: break-word` and a
 * `line-clamp`): words at UAX #14 break opportunities, the last allowed line ended by an
 * ellipsis. Every position is the same sum of
 * the same widths in the same order, so the numbers match satori's to the last bit.
 *
 * What this does not follow (a word wider than the line, non-breaking spaces, required breaks,
 * zero-width words; tabs, images, bidi, justification and indents never reach it) is refused with
 * undefined, and the caller lets satori lay the text out.
 */
import LineBreaker from 'linebreak'

/** How a block of text is set. */
export interface FlowStyle {
  /** Width of the line box, in pixels. */
  width: number
  /** Line height in pixels (unrounded: font size × line height). */
  lineHeight: number
  /** Offset of the baseline below the top of a line, in whole pixels. */
  baseline: number
  /** Lines at most; the last one ends in `…` when the text goes on. */
  lineClamp: number
  /** The width of a piece of text, as satori measures it. */
  measure: (text: string) => number
}

/** One drawn piece: a word, a CJK character or a part of a word, at its place in the block. */
export interface FlowPiece {
  text: string
  /** From the left of the block, and the baseline from its top. */
  x: number
  y: number
  /** The width satori gives the piece (for an ellipsis, the width of what it replaced). */
  width: number
}

/** The pieces of a block and its height (the lines it shows). */
export interface FlowResult {
  pieces: FlowPiece[]
  height: number
}

const ellipsis = '\u2026'

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const words = new Intl.Segmenter(undefined, { granularity: 'word' })

/** satori's whitespace handling for `white-space: normal`. */
export const collapseWhiteSpace = (text: string) =>
  text
    .replace(/\n/g, ' ')
    .replace(/([ ]|\t)+/g, ' ')
    .replace(/^[ ]|[ ]$/g, '')

/** The text between break opportunities, and whether each break before one is required. */
function breakOpportunities(text: string) {
  const breaker = new LineBreaker(text)
  const found: string[] = []
  const required = [false]
  let last = 0
  for (let next = breaker.nextBreak(); next; next = breaker.nextBreak()) {
    found.push(text.slice(last, next.position))
    required.push(next.required)
    last = next.position
  }
  return { found, required }
}

const split = (segmenter: Intl.Segmenter, text: string) =>
  [...segmenter.segment(text)].map((s) => s.segment)

interface Placed {
  text: string
  x: number
  /** Top of its line in the block. */
  y: number
  width: number
  line: number
}

/** Lays a block of text out; undefined for text this does not lay out as satori would. */
export function flowText(content: string, style: FlowStyle): FlowResult | undefined {
  const { width, measure, lineClamp } = style
  const text = collapseWhiteSpace(content)
  // A non-breaking space joins words in satori's word segmentation; a required break (U+2028…)
  // starts a line of its own height. Neither is worth following for a card.
  if (text.includes('\u00a0')) return undefined
  const { found, required } = breakOpportunities(text)
  // (The flag of the break after the last word is never read.)
  if (required.slice(0, found.length).some(Boolean)) return undefined
  const lineHeight = Math.round(style.lineHeight)
  const baseline = Math.round(style.baseline)

  const lineWidths: number[] = []
  const placed: Placed[] = []
  let lines = 0
  let height = 0
  let currentWidth = 0
  let currentLineHeight = 0
  let previousEndingSpaces = 0
  for (let i = 0; i < found.length && lines < lineClamp; i++) {
    const word = found[i]!
    let w = measure(word)
    const trimmed = word.trimEnd()
    const endingSpaces = w - (trimmed === word ? w : measure(trimmed))
    // A word wider than the line is broken between its characters, and its min-content width
    // may widen the line box past the card's: satori's to lay out.
    if (w > width) return undefined
    const willWrap = i > 0 && currentWidth + w > width + endingSpaces
    if (willWrap) {
      if (word === ' ') w = 0
      lineWidths.push(currentWidth - previousEndingSpaces)
      lines++
      height += currentLineHeight
      currentWidth = w
      currentLineHeight = w ? lineHeight : 0
    } else {
      currentWidth += w
      if (lineHeight > currentLineHeight) currentLineHeight = lineHeight
    }
    // satori keeps no text for a piece of no width, and its pieces and texts part ways.
    if (w === 0) return undefined
    let x = currentWidth - w
    for (const part of split(words, word)) {
      const partWidth = measure(part)
      placed.push({ text: part, x, y: height, width: partWidth, line: lines })
      x += partWidth
    }
    previousEndingSpaces = endingSpaces
  }
  if (currentWidth) {
    if (lines < lineClamp) height += currentLineHeight
    lineWidths.push(currentWidth)
  }
  // Every line has the one height and baseline: the text has one size and one set of metrics.
  return { pieces: clamped(placed, lineWidths, style, baseline), height }
}

/** The pieces drawn: on the last allowed line, the one where the ellipsis goes and none after. */
function clamped(
  placed: Placed[],
  lineWidths: number[],
  style: FlowStyle,
  baseline: number,
): FlowPiece[] {
  const { width: inner, measure, lineClamp } = style
  const ellipsisWidth = measure(ellipsis)
  const pieces: FlowPiece[] = []
  for (let i = 0; i < placed.length; i++) {
    const piece = placed[i]!
    const next = placed[i + 1]
    let text = piece.text
    let ended = false
    const lastAllowed = piece.line + 1 === lineClamp
    const goesOn = piece.line < lineWidths.length - 1 || lineWidths[piece.line]! > inner
    if (
      lastAllowed &&
      goesOn &&
      (piece.x + piece.width + ellipsisWidth > inner || (next && next.line !== piece.line))
    ) {
      // The characters that fit before the ellipsis; the first of a line always stays.
      let kept = ''
      for (const char of split(graphemes, text.replace(/\s+$/, ''))) {
        const reach = piece.x + measure(kept + char)
        if ((kept || piece.x > 0) && reach + ellipsisWidth > inner) break
        kept += char
      }
      text = kept + ellipsis
      ended = true
    }
    pieces.push({ text, x: piece.x, y: piece.y + baseline, width: piece.width })
    if (ended) break
  }
  return pieces
}
