import sharp from 'sharp'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { paintCoverage } from './composite.ts'
import type { Scanlines } from './png-encode.ts'
import { encodeOverGround, groundBand, prepareGround } from './png-over-ground.ts'

// A 40×30 ground with a gradient, so no two rows deflate alike.
function ground(): Scanlines {
  const width = 40
  const height = 30
  const data = new Uint8Array((width * 3 + 1) * height)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = y * (width * 3 + 1) + 1 + x * 3
      data.set([(x * 6) & 255, (y * 8) & 255, (x * y) & 255], o)
    }
  return { width, height, data }
}

const square = { width: 5, height: 4, alpha: new Uint8Array(20).fill(200) }

// The scanlines a PNG holds; inflateSync checks the stream's Adler-32 as it goes.
function scanlinesOf(png: Uint8Array): Buffer {
  const bytes = Buffer.from(png)
  const idat: Buffer[] = []
  for (let at = 8; at < bytes.length; at += 12 + bytes.readUInt32BE(at))
    if (bytes.toString('latin1', at + 4, at + 8) === 'IDAT')
      idat.push(bytes.subarray(at + 8, at + 8 + bytes.readUInt32BE(at)))
  return inflateSync(Buffer.concat(idat))
}

describe('encodeOverGround', () => {
  for (const [name, rows] of [
    ['in the middle', [9, 21]],
    ['at the top', [0, 3]],
    ['at the bottom', [26, 30]],
  ] as const) {
    it(`encodes the ground with the painted band in place, ${name}`, async () => {
      const prepared = prepareGround(ground())
      const band = groundBand(prepared, rows[0], rows[1])
      // The same painting on a whole copy of the ground, to compare with.
      const whole = ground()
      for (const y of [rows[0], rows[1] - square.height]) {
        paintCoverage(band.scanlines, square, 3, y - band.top, '#ffffff', band.checksum)
        paintCoverage(whole, square, 3, y, '#ffffff')
      }
      const png = encodeOverGround(prepared, band)
      expect(scanlinesOf(png).equals(Buffer.from(whole.data))).toBe(true)
      // Not only zlib: an image library reads it, painted pixel and ground alike.
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
      expect([info.width, info.height, info.channels]).toEqual([40, 30, 3])
      const at = (x: number, y: number) => [
        ...data.subarray((y * 40 + x) * 3, (y * 40 + x) * 3 + 3),
      ]
      const painted = rows[0] * 121 + 1 + 4 * 3
      expect(at(4, rows[0])).toEqual([...whole.data.subarray(painted, painted + 3)])
      expect(at(4, rows[0])).not.toEqual([24, (rows[0] * 8) & 255, (4 * rows[0]) & 255])
      expect(at(30, 15)).toEqual([180, 120, 194])
    })
  }

  it('encodes the bare ground when nothing is painted', () => {
    const prepared = prepareGround(ground())
    const png = encodeOverGround(prepared, groundBand(prepared, 0, 0))
    expect(scanlinesOf(png).equals(Buffer.from(ground().data))).toBe(true)
  })

  it('deflates only the blocks the band covers', () => {
    const prepared = prepareGround(ground())
    const band = groundBand(prepared, 9, 21)
    expect(band.top).toBe(8)
    expect(band.scanlines.height).toBe(16)
  })
})
