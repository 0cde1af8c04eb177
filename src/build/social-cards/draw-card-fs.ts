/**
 * Draws one social card: the card's node tree (card-tree.ts) rendered by takumi as a 1200×630
 * PNG. Takumi lays out, shapes (CJK line breaking, `…` on clamped lines) and rasterises natively,
 * off the JavaScript thread, so cards render side by side without workers.
 */
import { Renderer, type ImageSource } from '@takumi-rs/core'
import type { Node } from '@takumi-rs/helpers'
import { registerCardFonts } from './card-font-fs.ts'
import { cardHeight, cardWidth } from './card-size.ts'
import type { CardSpec } from './card-spec.ts'
import { cardGround, cardTree, groundImage } from './card-tree.ts'

/** A renderer with the card's fonts, and the ground every card is drawn over. */
export interface CardRenderer {
  renderer: Renderer
  images: ImageSource[]
}

const size = { width: cardWidth, height: cardHeight }

async function makeRenderer(): Promise<CardRenderer> {
  const renderer = new Renderer()
  await registerCardFonts(renderer)
  const ground = await renderer.render(cardGround(), { ...size, format: 'png' })
  return { renderer, images: [{ src: groundImage, data: ground }] }
}

let ready: Promise<CardRenderer> | undefined

/** The process's renderer, made on first use (≈0.2 s, the fonts); a failure is not kept. */
export function cardRenderer(): Promise<CardRenderer> {
  if (!ready) {
    const made = makeRenderer()
    made.catch(() => {
      if (ready === made) ready = undefined
    })
    ready = made
  }
  return ready
}

/** Renders a card's node tree (over the ground) as a 1200×630 PNG. */
export async function drawTree(tree: Node): Promise<Buffer> {
  const { renderer, images } = await cardRenderer()
  return renderer.render(tree, { ...size, format: 'png', images })
}

/** Draws one card as a 1200×630 PNG. */
export function drawCard(spec: CardSpec): Promise<Buffer> {
  return drawTree(cardTree(spec))
}
