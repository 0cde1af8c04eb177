/** Draws one social card: element tree → SVG (satori) → PNG (resvg). */
import { renderAsync } from '@resvg/resvg-js'
import type { ReactNode } from 'react'
import satori from 'satori'
import { cardFonts } from './card-font-fs.ts'
import type { CardSpec } from './card-spec.ts'
import { cardTexts } from './card-node.ts'
import { cardHeight, cardTree, cardWidth } from './card-tree.ts'

/** Bump when the drawing changes, so cached PNGs from older drawing code are not reused. */
export const cardVersion = 1

/** The card as SVG; text is already outlined into paths, so no font is needed to show it. */
export async function drawCardSvg(spec: CardSpec): Promise<string> {
  const tree = cardTree(spec)
  const fonts = await cardFonts(cardTexts(tree))
  return satori(tree as unknown as ReactNode, { width: cardWidth, height: cardHeight, fonts })
}

/** Draws one card as a 1200×630 PNG. */
export async function drawCard(spec: CardSpec): Promise<Uint8Array> {
  const svg = await drawCardSvg(spec)
  // Rasterised on libuv's thread pool, so the next card's layout runs on the main thread meanwhile.
  const png = (await renderAsync(svg, { fitTo: { mode: 'original' } })).asPng()
  return new Uint8Array(png.buffer, png.byteOffset, png.byteLength)
}
