/**
 * SVG → pixels with resvg, tuned for satori's output. Synchronous: cards are drawn on worker
 * threads (`card-pool-fs.ts`), where a trip to libuv's thread pool would only add latency.
 */
import { Resvg } from '@resvg/resvg-js'

/** Premultiplied RGBA pixels, row by row, as tiny-skia keeps them. */
export interface Pixels {
  width: number
  height: number
  rgba: Uint8Array
}

/** Rows `top` to `top + height` of a taller image. */
export interface Band extends Pixels {
  top: number
}

// satori has already turned text into paths, so resvg needs no fonts: not scanning the system's
// fonts saves 15–30 ms per call, more than the drawing itself.
const options = { fitTo: { mode: 'original' as const }, font: { loadSystemFonts: false } }

// resvg's path bounds are approximate; a little slack keeps antialiased edges inside the band.
const slack = 2

function pixels(image: { width: number; height: number; pixels: Buffer }): Pixels {
  const { width, height, pixels } = image
  return { width, height, rgba: new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length) }
}

/** Rasterises a whole SVG at its own size. */
export function rasterise(svg: string): Pixels {
  return pixels(new Resvg(svg, options).render())
}

/**
 * Rasterises only the rows of an SVG that something is drawn on. A card's text takes about half
 * of its height, and every row skipped is one less to clear, copy and lay over the backdrop.
 */
export function rasteriseInk(svg: string): Band {
  const resvg = new Resvg(svg, options)
  const box = resvg.getBBox()
  if (!box) return { width: resvg.width, height: 0, top: 0, rgba: new Uint8Array() }
  const top = Math.max(0, Math.floor(box.y) - slack)
  const bottom = Math.min(resvg.height, Math.ceil(box.y + box.height) + slack)
  // Full width, so each row of the band lines up with a row of the backdrop.
  Object.assign(box, { x: 0, width: resvg.width, y: top, height: bottom - top })
  resvg.cropByBBox(box)
  return { ...pixels(resvg.render()), top }
}
