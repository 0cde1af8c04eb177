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
  const rgb = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as [number, number, number]
  const { width, height, data } = card
  const stride = width * 3 + 1
  const x0 = Math.max(0, -x)
  const x1 = Math.min(coverage.width, width - x)
  const y0 = Math.max(0, -y)
  const y1 = Math.min(coverage.height, height - y)
  // Index of the band's first byte in the whole image, and the sums' moves.
  const start = checksum ? checksum.top * stride : 0
  let da = 0
  let db = 0
  const before = checksum ? [0, 0, 0] : undefined
  for (let my = y0; my < y1; my++) {
    const row = my * coverage.width
    for (let mx = x0, o = (y + my) * stride + 1 + (x + x0) * 3; mx < x1; mx++, o += 3) {
      const a = coverage.alpha[row + mx]!
      // Most of a mask is bare; skip it without arithmetic.
      if (a === 0) continue
      if (before) {
        before[0] = data[o]!
        before[1] = data[o + 1]!
        before[2] = data[o + 2]!
      }
      if (a === 255) {
        data[o] = rgb[0]
        data[o + 1] = rgb[1]
        data[o + 2] = rgb[2]
      } else {
        const rest = 255 - a
        data[o] = div255(rgb[0] * a + data[o]! * rest)
        data[o + 1] = div255(rgb[1] * a + data[o + 1]! * rest)
        data[o + 2] = div255(rgb[2] * a + data[o + 2]! * rest)
      }
      if (before) {
        const weight = checksum!.length - (start + o)
        for (let c = 0; c < 3; c++) {
          const d = data[o + c]! - before[c]!
          da += d
          db += (weight - c) * d
        }
      }
    }
  }
  if (checksum) {
    checksum.a += da
    checksum.b += db
  }
}
