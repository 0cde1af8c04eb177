/**
 * Draws one social card. satori lays out the card's own text as outlined paths on a transparent
 * ground; resvg rasterises that layer, which is laid over the backdrop (ground, glow, bar and
 * footer: the same on every card of a site and language, so rasterised once per process) and
 * encoded as an RGB PNG.
 */
import type { ReactNode } from 'react'
import satori from 'satori'
import { cardBackdropTree, type BackdropSpec } from './card-backdrop.ts'
import { cardFonts } from './card-font-fs.ts'
import { cardTexts, type CardNode } from './card-node.ts'
import { cardHeight, cardWidth } from './card-size.ts'
import type { CardSpec } from './card-spec.ts'
import { cardTree } from './card-tree.ts'
import { compositeOver, opaqueScanlines } from './composite.ts'
import { encodePng, type Scanlines } from './png-encode.ts'
import { rasterise, rasteriseInk } from './rasterise.ts'

/** Bump when the drawing changes, so cached PNGs from older drawing code are not reused. */
export const cardVersion = 2

const size = { width: cardWidth, height: cardHeight }

/** Lays out an element tree as SVG with the fonts its text needs. */
async function layOut(tree: CardNode): Promise<string> {
  const fonts = await cardFonts(cardTexts(tree))
  return satori(tree as unknown as ReactNode, { ...size, fonts })
}

/** The card's own text as SVG; text is already outlined into paths, so no font is needed. */
export function drawCardSvg(spec: CardSpec): Promise<string> {
  return layOut(cardTree(spec))
}

// A site has a backdrop per language (two for this one), each drawn once per process.
const backdrops = new Map<string, Promise<Scanlines>>()

/** The pixels of a spec's backdrop, drawn on first use and kept for the life of the process. */
export function cardBackdrop(spec: BackdropSpec): Promise<Scanlines> {
  const key = JSON.stringify([spec.siteName, spec.host, spec.lang])
  let backdrop = backdrops.get(key)
  if (!backdrop) {
    backdrop = layOut(cardBackdropTree(spec)).then((svg) => opaqueScanlines(rasterise(svg)))
    // A failure must not stick: the next card tries again.
    backdrop.catch(() => backdrops.delete(key))
    backdrops.set(key, backdrop)
  }
  return backdrop
}

/** Draws one card as a 1200×630 PNG. */
export async function drawCard(spec: CardSpec): Promise<Uint8Array> {
  const [svg, ground] = await Promise.all([drawCardSvg(spec), cardBackdrop(spec)])
  return encodePng(compositeOver(rasteriseInk(svg), ground))
}
