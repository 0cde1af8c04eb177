/**
 * Draws one social card. The card's own text is laid out as satori lays it out: by
 * card-text-layout-fs.ts where it can (decision 0023), by satori where it cannot. Each word or
 * CJK character is then painted from a coverage mask kept for the process (glyph-masks-fs.ts)
 * onto the backdrop (ground, glow, bar and footer: the same on every card of a site and language,
 * so rasterised once per process), and the result encoded as an RGB PNG. Outlining and
 * rasterising every glyph of every card cost two thirds of a card; across a site the same
 * characters come back on card after card. Only the rows the text covers are deflated
 * (png-over-ground.ts). The eyebrow (a section's bar and label) is laid out once per section and
 * painted into the ground, so only the title and description are laid out per card. A layout the
 * fast path does not understand is drawn the general way: satori outlines the text, resvg
 * rasterises it, and that layer is laid over the backdrop.
 */
import type { ReactNode } from 'react'
import satori from 'satori'
import { cardBackdropTree, type BackdropSpec } from './card-backdrop.ts'
import { cardFonts } from './card-font-fs.ts'
import { cardTexts, type CardNode } from './card-node.ts'
import { cardHeight, cardWidth } from './card-size.ts'
import type { CardSpec } from './card-spec.ts'
import { cardTextLayout } from './card-text-layout-fs.ts'
import { cardTree } from './card-tree.ts'
import { compositeOver, opaqueScanlines, paintCoverage } from './composite.ts'
import { glyphMask, placement } from './glyph-masks-fs.ts'
import { keptPromises } from './kept-promises.ts'
import { textRuns, type CardLayout, type TextRun } from './text-runs.ts'
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

/** A run painted from its kept mask: where it goes, and the mask. */
async function placed(run: TextRun) {
  const { column, phase } = placement(run.x)
  const mask = await glyphMask(run, phase)
  return { mask, x: column + mask.left, y: Math.round(run.y) + mask.top, fill: run.fill }
}

// Grounds with what every card of a section shares laid on (the eyebrow's bar and text), ready
// for encoding: one per backdrop, shapes and runs.
const grounds = keptPromises<PreparedGround>()

function preparedGround(
  spec: CardSpec,
  shapes: string[],
  runs: TextRun[],
): Promise<PreparedGround> {
  const svg = `<svg width="${cardWidth}" height="${cardHeight}" xmlns="http://www.w3.org/2000/svg">${shapes.join('')}</svg>`
  const key = JSON.stringify([spec.siteName, spec.host, spec.lang, shapes, runs])
  return grounds(key, async () => {
    const backdrop = await cardBackdrop(spec)
    const ground = shapes.length ? compositeOver(rasteriseInk(svg), backdrop) : backdrop
    if (!runs.length) return prepareGround(ground)
    // Painted on a copy: the backdrop is shared by every ground of its site and language.
    const painted = { ...ground, data: ground.data.slice() }
    for (const { mask, x, y, fill } of await Promise.all(runs.map(placed)))
      paintCoverage(painted, mask, x, y, fill)
    return prepareGround(painted)
  })
}

/** A section's eyebrow, laid out once: its shapes and runs, and the height it takes on a card. */
interface Eyebrow {
  space: number
  shapes: string[]
  runs: TextRun[]
}

const eyebrows = keptPromises<Eyebrow | undefined>()

/**
 * The eyebrow of a spec's cards, or undefined when its cards must lay it out with the rest. Its
 * height is read from two layouts of a one-letter title, with the eyebrow and with an empty box
 * of no height in its place, and held to a third with a box of that height: the title must land
 * exactly where the eyebrow put it.
 */
function eyebrowOf(spec: CardSpec, eyebrow: string): Promise<Eyebrow | undefined> {
  return eyebrows(JSON.stringify([spec.lang, eyebrow]), async () => {
    const probe = { ...spec, eyebrow, title: 'X', description: '' }
    const titleOf = (layout: CardLayout | undefined) => layout?.runs.find((r) => r.text === 'X')
    const whole = textRuns(await layOut(cardTree(probe), false))
    const bare = titleOf(textRuns(await layOut(cardTree(probe, 0), false)))
    const title = titleOf(whole)
    if (!whole || !title || !bare) return undefined
    const space = title.y - bare.y
    const spaced = textRuns(await layOut(cardTree(probe, space), false))
    const again = titleOf(spaced)
    if (!spaced || spaced.runs.length !== 1 || spaced.shapes.length || again?.y !== title.y)
      return undefined
    return { space, shapes: whole.shapes, runs: whole.runs.filter((r) => r !== title) }
  })
}

/** The general way: the card's text outlined by satori and rasterised by resvg as one layer. */
export async function drawCardOutlined(spec: CardSpec): Promise<Uint8Array> {
  const [svg, ground] = await Promise.all([drawCardSvg(spec), cardBackdrop(spec)])
  return encodePng(compositeOver(rasteriseInk(svg), ground))
}

/**
 * Draws one card as a 1200×630 PNG. `wholeLayout`: lay the eyebrow out with the rest instead of
 * taking it from the ground (what the cards were before, for tests to hold them to).
 */
export async function drawCard(
  spec: CardSpec,
  { wholeLayout = false }: { wholeLayout?: boolean } = {},
): Promise<Uint8Array> {
  // Without it (wholeLayout, or a probe that did not hold) the eyebrow is laid out with the rest.
  const eyebrow = spec.eyebrow && !wholeLayout ? await eyebrowOf(spec, spec.eyebrow) : undefined
  const layout =
    (await cardTextLayout(spec, eyebrow?.space)) ??
    textRuns(await layOut(cardTree(spec, eyebrow?.space), false))
  if (!layout) return drawCardOutlined(spec)
  const grounded = preparedGround(
    spec,
    [...(eyebrow?.shapes ?? []), ...layout.shapes],
    eyebrow?.runs ?? [],
  )
  const runs = await Promise.all(layout.runs.map(placed))
  // The rows the text covers (none for a card without text).
  const from = Math.min(...runs.map((p) => p.y), Infinity)
  const to = Math.max(...runs.map((p) => p.y + p.mask.height), from)
  const ground = await grounded
  // From the band to its encoding without an await: the band's bytes are shared (groundBand).
  const band = groundBand(ground, Number.isFinite(from) ? from : 0, Number.isFinite(to) ? to : 0)
  for (const { mask, x, y, fill } of runs)
    paintCoverage(band.scanlines, mask, x, y - band.top, fill, band.checksum)
  return encodeOverGround(ground, band)
}
