/** Lays a card's text over the shared backdrop, straight into PNG scanlines. */
import type { Scanlines } from './png-encode.ts'
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
