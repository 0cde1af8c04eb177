/**
 * A card's title and description laid out without satori: the runs satori would write for them
 * (text-runs.ts), from the same fonts, the same shaping (text-shaper-fs.ts) and the same line
 * breaking (card-text-flow.ts). satori spent ≈1.5 ms of a card's ≈3.9 on them, and its optimizing
 * compiler as much again across a build; this takes a few hundredths of a millisecond once the
 * words are shaped. The test lays cards out both ways and holds every run equal.
 *
 * Only text this follows exactly is laid out here: characters of the Latin and CJK blocks the
 * site writes in, each drawn by a font of its own weight. Anything else (an emoji, Arabic, a
 * combining accent, a word too wide for a line) gives undefined, and satori lays the card out.
 */
import { cardFonts } from './card-font-fs.ts'
import { framePadding } from './card-frame.ts'
import { cardTexts } from './card-node.ts'
import { cardWidth } from './card-size.ts'
import type { CardSpec } from './card-spec.ts'
import { flowText, type FlowResult } from './card-text-flow.ts'
import { cardTree, descriptionStyle, titleSize, titleStyle } from './card-tree.ts'
import type { CardLayout, TextRun } from './text-runs.ts'
import { textShaper, type Shaper } from './text-shaper-fs.ts'

/**
 * Characters laid out here: printable ASCII and Latin-1, general punctuation, CJK punctuation,
 * ideographs and full-width forms, tabs and newlines (spaces in `white-space: normal`). No
 * surrogates (satori picks fonts by a string's first UTF-16 unit), no marks, no controls.
 */
const plain =
  /^[\t\n\x20-\x7e\xa1-\xff\u2010-\u2027\u2030-\u205e\u3001-\u303f\u3400-\u4dbf\u4e00-\u9fff\uff01-\uff5e]*$/

/** One block as satori sets it: a size, weight, line height, spacing, clamp and colour. */
interface Block {
  text: string
  size: number
  weight: number
  lineHeight: number
  letterSpacing: number
  lineClamp: number
  fill: string
  top: number
}

/** The baseline of a line below its top, as satori rounds it (like Chrome). */
function baselineOf(shaper: Shaper, size: number, lineHeight: number): number | undefined {
  const metrics = shaper.metrics
  if (!metrics) return undefined
  const ascent = Math.round((metrics.ascender / metrics.upem) * size)
  const descent = Math.round(-((metrics.descender / metrics.upem) * size))
  return ascent + Math.floor((lineHeight - ascent - descent) / 2)
}

function flowBlock(block: Block, shaper: Shaper): FlowResult | undefined {
  const lineHeight = block.size * block.lineHeight
  const baseline = baselineOf(shaper, block.size, lineHeight)
  if (baseline === undefined || !shaper.covers(block.text)) return undefined
  return flowText(block.text, {
    width: cardWidth - framePadding.left - framePadding.right,
    lineHeight,
    baseline,
    lineClamp: block.lineClamp,
    measure: (text) => shaper.measure(text, block.size, block.letterSpacing),
  })
}

const runsOf = (block: Block, flowed: FlowResult): TextRun[] =>
  flowed.pieces
    .filter((piece) => piece.text.trim())
    .map((piece) => ({
      text: piece.text,
      x: framePadding.left + piece.x,
      y: block.top + piece.y,
      width: piece.width,
      size: block.size,
      weight: block.weight,
      letterSpacing: block.letterSpacing,
      fill: block.fill,
    }))

/**
 * The runs of a card's title and description, with `eyebrowSpace` pixels above them for the
 * eyebrow (as `cardTree` leaves them), or undefined when satori must lay the card out.
 */
export async function cardTextLayout(
  spec: CardSpec,
  eyebrowSpace?: number,
): Promise<CardLayout | undefined> {
  if (spec.eyebrow && eyebrowSpace === undefined) return undefined
  if (!plain.test(spec.title) || !plain.test(spec.description)) return undefined
  const fonts = await cardFonts(cardTexts(cardTree(spec, eyebrowSpace)))
  const size = titleSize(spec.title)
  const title: Block = {
    text: spec.title,
    size,
    weight: titleStyle.weight,
    lineHeight: titleStyle.lineHeight,
    letterSpacing: titleStyle.letterSpacing * size,
    lineClamp: titleStyle.lineClamp,
    fill: titleStyle.color,
    top: framePadding.top + (spec.eyebrow ? eyebrowSpace! + titleStyle.marginTop : 0),
  }
  const titleFlow = flowBlock(title, await textShaper(fonts, title.weight))
  if (!titleFlow) return undefined
  const runs = runsOf(title, titleFlow)
  if (spec.description) {
    const description: Block = {
      text: spec.description,
      size: descriptionStyle.size,
      weight: descriptionStyle.weight,
      lineHeight: descriptionStyle.lineHeight,
      letterSpacing: 0,
      lineClamp: descriptionStyle.lineClamp,
      fill: descriptionStyle.color,
      top: title.top + titleFlow.height + descriptionStyle.marginTop,
    }
    const flowed = flowBlock(description, await textShaper(fonts, description.weight))
    if (!flowed) return undefined
    runs.push(...runsOf(description, flowed))
  }
  return { runs, shapes: [] }
}
