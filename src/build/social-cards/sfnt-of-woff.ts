/**
 * The raw font (sfnt) inside a WOFF 1 file, its tables inflated by Node's zlib. The cards hand
 * satori fonts unpacked this way: opentype.js would inflate every chunk with its own JavaScript
 * inflate, and satori again for HarfBuzz, in each card worker, and V8 optimised that inflate
 * sixteen times in a cold build (≈0.57 s of compiling, `--trace-opt`).
 */
import { inflateSync } from 'node:zlib'

/** Whether `data` is a WOFF 1 file (`wOFF`). */
export const isWoff = (data: Uint8Array) =>
  data[0] === 0x77 && data[1] === 0x4f && data[2] === 0x46 && data[3] === 0x46

/** The font a WOFF wraps: its tables, inflated where they were deflated. */
export function sfntOfWoff(woff: Uint8Array): Uint8Array {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength)
  const tables = input.getUint16(12)
  const sfnt = new Uint8Array(input.getUint32(16))
  const output = new DataView(sfnt.buffer)
  const searchExponent = Math.floor(Math.log2(tables))
  const searchRange = 2 ** searchExponent * 16
  output.setUint32(0, input.getUint32(4))
  output.setUint16(4, tables)
  output.setUint16(6, searchRange)
  output.setUint16(8, searchExponent)
  output.setUint16(10, tables * 16 - searchRange)
  let offset = 12 + tables * 16
  for (let i = 0; i < tables; i++) {
    const entry = 44 + i * 20
    const [tag, from, length, originalLength, checksum] = [0, 4, 8, 12, 16].map((at) =>
      input.getUint32(entry + at),
    ) as [number, number, number, number, number]
    const record = 12 + i * 16
    output.setUint32(record, tag)
    output.setUint32(record + 4, checksum)
    output.setUint32(record + 8, offset)
    output.setUint32(record + 12, originalLength)
    const data = woff.subarray(from, from + length)
    sfnt.set(length < originalLength ? inflateSync(data) : data, offset)
    offset += (originalLength + 3) & ~3
  }
  return sfnt
}
