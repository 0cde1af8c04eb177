import { Resvg } from '@resvg/resvg-js'
import { crc32, inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { encodePng, type Scanlines } from './png-encode.ts'

// 3×2: red, green, blue / white, black, grey; each row after its filter-type byte 0.
const rows = [
  [255, 0, 0, 0, 255, 0, 0, 0, 255],
  [255, 255, 255, 0, 0, 0, 128, 128, 128],
]
const image: Scanlines = {
  width: 3,
  height: 2,
  data: Uint8Array.from(rows.flatMap((r) => [0, ...r])),
}

function chunks(png: Buffer): Array<{ type: string; data: Buffer; crcOk: boolean }> {
  const list = []
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at)
    const typeAndData = png.subarray(at + 4, at + 8 + length)
    list.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
      crcOk: crc32(typeAndData) === png.readUInt32BE(at + 8 + length),
    })
    at += 12 + length
  }
  return list
}

describe('encodePng', () => {
  it('writes signature, IHDR (8-bit RGB), IDAT and IEND with valid CRCs', () => {
    const png = Buffer.from(encodePng(image))
    expect(png.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
    const list = chunks(png)
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND'])
    expect(list.every((c) => c.crcOk)).toBe(true)
    const header = list[0]!.data
    expect([header.readUInt32BE(0), header.readUInt32BE(4), ...header.subarray(8)]).toEqual([
      3, 2, 8, 2, 0, 0, 0,
    ])
    expect(Buffer.from(inflateSync(list[1]!.data))).toEqual(Buffer.from(image.data))
  })

  it('decodes to the same pixels in an independent decoder (resvg)', () => {
    const png = Buffer.from(encodePng(image)).toString('base64')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="3" height="2"><image width="3" height="2" href="data:image/png;base64,${png}"/></svg>`
    const rgba = new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels
    const rgb = [...rgba].filter((_, i) => i % 4 !== 3)
    expect(rgb).toEqual(rows.flat())
  })

  it('refuses scanlines of the wrong length', () => {
    expect(() => encodePng({ ...image, width: 4 })).toThrow(/bytes of scanlines/)
  })
})
