/**
 * The coverage masks a card's text runs are drawn from, made once per process and kept. A mask is
 * a run (a CJK character or a word) at one size, weight and letter spacing, drawn by satori and
 * resvg exactly as the whole card used to be, in white on nothing, and cropped to its ink.
 *
 * Runs sit at fractional x; each is drawn at the nearest quarter pixel (four masks at most per
 * run, one satori drawing for all four), which moves a glyph by at most an eighth of a pixel.
 * Baselines are whole pixels in satori's layout.
 */
import type { ReactNode } from 'react'
import { Resvg } from '@resvg/resvg-js'
import satori, { type Font } from 'satori'
import { cardFontFamily, cardFonts, type CardFontWeight } from './card-font-fs.ts'
import { el } from './card-node.ts'
import { keptPromises } from './kept-promises.ts'
import type { TextRun } from './text-runs.ts'

/** Coverage (0–255) of a run's ink, placed relative to the run's origin (left edge, baseline). */
export interface GlyphMask {
  left: number
  top: number
  width: number
  height: number
  alpha: Uint8Array
}

// Room around the run in its own small drawing, so no ink touches the edge.
const pad = 16
const phases = 4

const options = { fitTo: { mode: 'original' as const }, font: { loadSystemFonts: false } }

/** Where the run's origin lands: the whole pixel, and which of the `phases` masks to use. */
export function placement(x: number): { column: number; phase: number } {
  const steps = Math.round(x * phases)
  return { column: Math.floor(steps / phases), phase: steps - Math.floor(steps / phases) * phases }
}

/** A run outlined by satori in a small drawing of its own, and where its baseline lies there. */
interface Outlined {
  svg: string
  baseline: number
}

/** The small drawing of a run: its text in a padded box, big enough for any of its glyphs. */
function runTree(run: TextRun): ReactNode {
  return el(
    'div',
    {
      display: 'flex',
      whiteSpace: 'pre',
      fontFamily: cardFontFamily,
      fontSize: run.size,
      fontWeight: run.weight as CardFontWeight,
      letterSpacing: run.letterSpacing,
      color: '#ffffff',
      paddingLeft: pad,
      paddingTop: pad,
    },
    run.text,
  ) as unknown as ReactNode
}

const drawingSize = (run: TextRun) => ({
  width: Math.ceil(run.width + run.size) + 2 * pad,
  height: Math.ceil(run.size * 2) + 2 * pad,
})

/**
 * Where satori puts the baseline in a run's drawing. It follows from the padding and the fonts'
 * vertical metrics, not from the text, so it is laid out once per size, weight, spacing and font
 * list (the chunks the text needs) instead of once per run: that was half of making a mask.
 */
const baselines = keptPromises<number>()

async function baselineOf(run: TextRun, fonts: Font[]): Promise<number> {
  const key = `${run.size} ${run.weight} ${run.letterSpacing} ${fonts.map((f) => f.name).join()}`
  return baselines(key, async () => {
    const laidOut = await satori(runTree(run), { ...drawingSize(run), fonts, embedFont: false })
    const baseline = Number(/<text [^>]*\by="([\d.]+)"/.exec(laidOut)?.[1] ?? NaN)
    if (!Number.isFinite(baseline)) throw new Error(`satori laid out no text for "${run.text}"`)
    return baseline
  })
}

async function outline(run: TextRun): Promise<Outlined> {
  const fonts = await cardFonts([{ text: `${run.text}…`, weight: run.weight as CardFontWeight }])
  const [baseline, svg] = await Promise.all([
    baselineOf(run, fonts),
    satori(runTree(run), { ...drawingSize(run), fonts }),
  ])
  return { svg, baseline }
}

// Outlines do not depend on the phase: one satori drawing serves every phase of a run.
const outlines = keptPromises<Outlined>()
const masks = keptPromises<GlyphMask>()

const runKey = (run: TextRun) => `${run.weight} ${run.size} ${run.letterSpacing} ${run.text}`

async function drawMask(run: TextRun, phase: number): Promise<GlyphMask> {
  const { svg: drawn, baseline } = await outlines(runKey(run), () => outline(run))
  // satori rounds boxes to whole pixels, so the fraction is a translation of the drawing instead.
  const shifted = drawn
    .replace(/^(<svg [^>]*>)/, `$1<g transform="translate(${phase / phases} 0)">`)
    .replace(/<\/svg>$/, '</g></svg>')
  const resvg = new Resvg(shifted, options)
  const box = resvg.getBBox()
  if (!box) return { left: 0, top: 0, width: 0, height: 0, alpha: new Uint8Array() }
  // Whole pixels around the ink, with a pixel of slack for antialiased edges.
  const x0 = Math.max(0, Math.floor(box.x) - 1)
  const y0 = Math.max(0, Math.floor(box.y) - 1)
  const x1 = Math.min(resvg.width, Math.ceil(box.x + box.width) + 1)
  const y1 = Math.min(resvg.height, Math.ceil(box.y + box.height) + 1)
  Object.assign(box, { x: x0, y: y0, width: x1 - x0, height: y1 - y0 })
  resvg.cropByBBox(box)
  const image = resvg.render()
  const { width, height, pixels } = image
  const alpha = new Uint8Array(width * height)
  for (let i = 0; i < alpha.length; i++) alpha[i] = pixels[i * 4 + 3]!
  return { left: x0 - pad, top: y0 - Math.round(baseline), width, height, alpha }
}

/** The mask of a run at a phase; drawn on first use. */
export function glyphMask(run: TextRun, phase: number): Promise<GlyphMask> {
  return masks(`${phase} ${runKey(run)}`, () => drawMask(run, phase))
}
