/**
 * Draws one social card: the card's node tree (card-tree.ts) rendered by takumi as a 1200×630
 * PNG. Takumi lays out, shapes (CJK line breaking, `…` on clamped lines) and rasterises natively,
 * off the JavaScript thread, so cards render side by side without workers.
 */
import { Renderer } from '@takumi-rs/core'
import type { Node } from '@takumi-rs/helpers'
import { registerCardFonts } from './card-font-fs.ts'
import { cardHeight, cardWidth, type CardSpec } from './card-spec.ts'
import { cardTree } from './card-tree.ts'

async function makeRenderer(): Promise<Renderer> {
  const renderer = new Renderer()
  await registerCardFonts(renderer)
  return renderer
}

let ready: Promise<Renderer> | undefined

/** The process's renderer, made on first use (≈0.2 s, the fonts); a failure is not kept. */
export function cardRenderer(): Promise<Renderer> {
  ready ??= makeRenderer().catch((error: unknown) => {
    ready = undefined
    throw error
  })
  return ready
}

/** Renders a card's node tree as a 1200×630 PNG. */
export async function drawTree(tree: Node): Promise<Buffer> {
  const renderer = await cardRenderer()
  return renderer.render(tree, { width: cardWidth, height: cardHeight, format: 'png' })
}

/** Draws one card as a 1200×630 PNG. */
export function drawCard(spec: CardSpec): Promise<Buffer> {
  return drawTree(cardTree(spec))
}
