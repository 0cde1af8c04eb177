/**
 * Draws one social card. satori lays out the card's own text; each word or CJK character is then
 * painted from a coverage mask kept for the process (glyph-masks-fs.ts) onto the backdrop
 * (ground, glow, bar and footer: the same on every card of a site and language, so rasterised once
 * per process), and the result encoded as an RGB PNG. Outlining and rasterising every glyph of
 * every card cost two thirds of a card; across a site the same characters come back on card after
 * card. Only the rows the text covers are deflated (png-over-ground.ts). A layout the fast path
 * does not understand is drawn the general way: satori outlines the text, resvg rasterises it,
 * and that layer is laid over the backdrop.
 */
import type { ReactNode } from 'react'
import satori from 'satori'
import { cardBackdropTree, type BackdropSpec } from './card-backdrop.ts'
import { cardFonts } from './card-font-fs.ts'
import { cardTexts, type CardNode } from './card-node.ts'
import { cardHeight, cardWidth } from './card-size.ts'
import type { CardSpec } from './card-spec.ts'
import { cardTree } from './card-tree.ts'
import { compositeOver, opaqueScanlines, paintCoverage } from './composite.ts'
import { glyphMask, placement } from './glyph-masks-fs.ts'
import { keptPromises } from './kept-promises.ts'
import { textRuns } from './text-runs.ts'
import { encodePng, type Scanlines } from './png-encode.ts'
import {
  encodeOverGround,
  groundBand,
  prepareGround,
  type PreparedGround,
} from './png-over-ground.ts'
import { rasterise, rasteriseInk } from './rasterise.ts'

/** Bump when the drawing changes, so cached PNGs from older drawing code are not reused. */
export const cardVersion = 3

const size = { width: cardWidth, height: cardHeight }

/**
 * Lays out an element tree as SVG with the fonts its text needs; with `embedFont: false` text
 * stays `<text>` runs instead of outlines.
 */
async function layOut(tree: CardNode, embedFont = true): Promise<string> {
  const fonts = await cardFonts(cardTexts(tree))
  return satori(tree as unknown as ReactNode, { ...size, fonts, embedFont })
}

/** The card's own text as SVG; text is already outlined into paths, so no font is needed. */
export function drawCardSvg(spec: CardSpec): Promise<string> {
  return layOut(cardTree(spec))
}

// A site has a backdrop per language (two for this one), each drawn once per process.
const backdrops = keptPromises<Scanlines>()

/** The pixels of a spec's backdrop, drawn on first use and kept for the life of the process. */
export function cardBackdrop(spec: BackdropSpec): Promise<Scanlines> {
  return backdrops(JSON.stringify([spec.siteName, spec.host, spec.lang]), () =>
    layOut(cardBackdropTree(spec)).then((svg) => opaqueScanlines(rasterise(svg))),
  )
}

// Grounds with the shapes besides text (the eyebrow's bar) laid on, ready for encoding: one per
// backdrop and set of shapes.
const grounds = keptPromises<PreparedGround>()

function preparedGround(spec: CardSpec, shapes: string[]): Promise<PreparedGround> {
  const svg = `<svg width="${cardWidth}" height="${cardHeight}" xmlns="http://www.w3.org/2000/svg">${shapes.join('')}</svg>`
  return grounds(JSON.stringify([spec.siteName, spec.host, spec.lang, shapes]), async () => {
    const backdrop = await cardBackdrop(spec)
    return prepareGround(shapes.length ? compositeOver(rasteriseInk(svg), backdrop) : backdrop)
  })
}

/** The general way: the card's text outlined by satori and rasterised by resvg as one layer. */
export async function drawCardOutlined(spec: CardSpec): Promise<Uint8Array> {
  const [svg, ground] = await Promise.all([drawCardSvg(spec), cardBackdrop(spec)])
  return encodePng(compositeOver(rasteriseInk(svg), ground))
}

/** Draws one card as a 1200×630 PNG. */
export async function drawCard(spec: CardSpec): Promise<Uint8Array> {
  const layout = textRuns(await layOut(cardTree(spec), false))
  if (!layout) return drawCardOutlined(spec)
  const grounded = preparedGround(spec, layout.shapes)
  const placed = await Promise.all(
    layout.runs.map(async (run) => {
      const { column, phase } = placement(run.x)
      const mask = await glyphMask(run, phase)
      return { mask, x: column + mask.left, y: Math.round(run.y) + mask.top, fill: run.fill }
    }),
  )
  // The rows the text covers (none for a card without text).
  const from = Math.min(...placed.map((p) => p.y), Infinity)
  const to = Math.max(...placed.map((p) => p.y + p.mask.height), from)
  const ground = await grounded
  // From the band to its encoding without an await: the band's bytes are shared (groundBand).
  const band = groundBand(ground, Number.isFinite(from) ? from : 0, Number.isFinite(to) ? to : 0)
  for (const { mask, x, y, fill } of placed)
    paintCoverage(band.scanlines, mask, x, y - band.top, fill, band.checksum)
  return encodeOverGround(ground, band)
}
