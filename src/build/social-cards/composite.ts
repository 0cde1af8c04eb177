/** Lays a card's text over the shared backdrop, straight into PNG scanlines. */
import type { Scanlines } from './png-encode.ts'
import type { Checksum } from './png-over-ground.ts'
import type { Band, Pixels } from './rasterise.ts'

/** An opaque image (premultiplied by 255, so its colours are plain) as PNG scanlines. */
export function opaqueScanlines({ width, height, rgba }: Pixels): Scanlines {
  const data = new Uint8Array((width * 3 + 1) * height)
  for (let y = 0, i = 0; y < height; y++) {
    // Step over the row's filter-type byte (0, None).
    const end = (y + 1) * (width * 3 + 1)
    for (let o = end - width * 3; o < end; i += 4, o += 3) {
      data[o] = rgba[i]!
      data[o + 1] = rgba[i + 1]!
      data[o + 2] = rgba[i + 2]!
    }
  }
  return { width, height, data }
}

/**
 * `band` over `ground` (Porter-Duff source-over). Over is associative, so drawing the text on a
 * transparent layer and laying it over the backdrop gives the same pixels as drawing the text on
 * the backdrop directly, give or take rounding.
 */
export function compositeOver(band: Band, ground: Scanlines): Scanlines {
  const { width, height } = ground
  if (band.width !== width || band.top < 0 || band.top + band.height > height) {
    throw new Error(
      `A ${band.width}×${band.height} band at row ${band.top} does not fit a ${width}×${height} ground`,
    )
  }
  const src = band.rgba
  const data = ground.data.slice()
  for (let y = band.top, i = 0; y < band.top + band.height; y++) {
    const end = (y + 1) * (width * 3 + 1)
    for (let o = end - width * 3; o < end; i += 4, o += 3) {
      const alpha = src[i + 3]!
      // Most of a card is bare ground; skip it without arithmetic.
      if (alpha === 0) continue
      if (alpha === 255) {
        data[o] = src[i]!
        data[o + 1] = src[i + 1]!
        data[o + 2] = src[i + 2]!
        continue
      }
      const rest = 255 - alpha
      data[o] = src[i]! + div255(data[o]! * rest)
      data[o + 1] = src[i + 1]! + div255(data[o + 1]! * rest)
      data[o + 2] = src[i + 2]! + div255(data[o + 2]! * rest)
    }
  }
  return { width, height, data }
}

// Rounded x / 255 for 0 ≤ x ≤ 255², without a division.
function div255(x: number): number {
  const t = x + 128
  return ((t >> 8) + t) >> 8
}

/** Coverage to paint in one colour: a glyph mask (glyph-masks-fs.ts) or any alpha image. */
export interface Coverage {
  width: number
  height: number
  alpha: Uint8Array
}

/**
 * Paints `colour` (`#rrggbb`) into `card` in place through `coverage`, its top left at (x, y);
 * whatever falls outside the card is skipped. With `checksum`, `card` is rows of a taller image
 * starting at row `top`, and the Adler-32 sums of that image follow each byte changed
 * (png-over-ground.ts).
 */
export function paintCoverage(
  card: Scanlines,
  coverage: Coverage,
  x: number,
  y: number,
  colour: string,
  checksum?: Checksum,
) {
  const r = parseInt(colour.slice(1, 3), 16)
  const g = parseInt(colour.slice(3, 5), 16)
  const b = parseInt(colour.slice(5, 7), 16)
  const { width, height, data } = card
  const stride = width * 3 + 1
  const x0 = Math.max(0, -x)
  const x1 = Math.min(coverage.width, width - x)
  const y0 = Math.max(0, -y)
  const y1 = Math.min(coverage.height, height - y)
  // Where the sums' weights start: the image's length less the band's first byte's index.
  const end = checksum ? checksum.length - checksum.top * stride : 0
  let da = 0
  let db = 0
  // Plain locals, no arrays: this loop runs for every inked pixel of every card.
  for (let my = y0; my < y1; my++) {
    const row = my * coverage.width
    for (let mx = x0, o = (y + my) * stride + 1 + (x + x0) * 3; mx < x1; mx++, o += 3) {
      const a = coverage.alpha[row + mx]!
      // Most of a mask is bare; skip it without arithmetic.
      if (a === 0) continue
      const was0 = data[o]!
      const was1 = data[o + 1]!
      const was2 = data[o + 2]!
      let now0 = r
      let now1 = g
      let now2 = b
      if (a !== 255) {
        const rest = 255 - a
        now0 = div255(r * a + was0 * rest)
        now1 = div255(g * a + was1 * rest)
        now2 = div255(b * a + was2 * rest)
      }
      data[o] = now0
      data[o + 1] = now1
      data[o + 2] = now2
      if (checksum) {
        const d0 = now0 - was0
        const d1 = now1 - was1
        const d2 = now2 - was2
        const weight = end - o
        da += d0 + d1 + d2
        db += weight * d0 + (weight - 1) * d1 + (weight - 2) * d2
      }
    }
  }
  if (checksum) {
    checksum.a += da
    checksum.b += db
  }
}
