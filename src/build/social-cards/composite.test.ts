import { describe, expect, it } from 'vitest'
import { compositeOver, opaqueScanlines, paintCoverage } from './composite.ts'

// A 2×1 navy ground, as scanlines: filter byte, then RGB per pixel.
const ground = opaqueScanlines({
  width: 2,
  height: 1,
  rgba: Uint8Array.of(15, 23, 42, 255, 15, 23, 42, 255),
})

const over = (...pixels: number[][]) => [
  ...compositeOver({ width: 2, height: 1, top: 0, rgba: Uint8Array.from(pixels.flat()) }, ground)
    .data,
]

describe('opaqueScanlines', () => {
  it('drops alpha and puts the filter-type byte before each row', () => {
    const lines = opaqueScanlines({
      width: 1,
      height: 2,
      rgba: Uint8Array.of(1, 2, 3, 255, 4, 5, 6, 255),
    })
    expect([...lines.data]).toEqual([0, 1, 2, 3, 0, 4, 5, 6])
  })
})

describe('compositeOver', () => {
  it('keeps the ground under transparent pixels and replaces it under opaque ones', () => {
    expect(over([0, 0, 0, 0], [255, 255, 255, 255])).toEqual([0, 15, 23, 42, 255, 255, 255])
  })

  it('blends premultiplied partial coverage like source-over', () => {
    // White at half coverage, premultiplied: 128, 128, 128, 128.
    const [, r, g, b] = over([128, 128, 128, 128], [0, 0, 0, 0])
    const expected = (c: number) => 128 + (c * 127) / 255
    expect(Math.abs(r! - expected(15))).toBeLessThanOrEqual(0.5)
    expect(Math.abs(g! - expected(23))).toBeLessThanOrEqual(0.5)
    expect(Math.abs(b! - expected(42))).toBeLessThanOrEqual(0.5)
  })

  it('leaves the ground it was given untouched', () => {
    const before = [...ground.data]
    over([255, 0, 0, 255], [0, 0, 0, 0])
    expect([...ground.data]).toEqual(before)
  })

  it('lays a band over its own rows only', () => {
    const tall = opaqueScanlines({
      width: 1,
      height: 3,
      rgba: Uint8Array.of(10, 10, 10, 255, 20, 20, 20, 255, 30, 30, 30, 255),
    })
    const band = { width: 1, height: 1, top: 1, rgba: Uint8Array.of(200, 0, 0, 255) }
    expect([...compositeOver(band, tall).data]).toEqual([
      0, 10, 10, 10, 0, 200, 0, 0, 0, 30, 30, 30,
    ])
  })

  it('refuses a band that does not fit the ground', () => {
    const band = { width: 1, height: 1, top: 0, rgba: Uint8Array.of(0, 0, 0, 0) }
    expect(() => compositeOver(band, ground)).toThrow(/1×1 band at row 0 does not fit a 2×1/)
    expect(() => compositeOver({ ...band, width: 2, top: 1 }, ground)).toThrow(/does not fit/)
  })
})

describe('paintCoverage', () => {
  // A 3×2 navy card.
  const card = () =>
    opaqueScanlines({
      width: 3,
      height: 2,
      rgba: Uint8Array.from(Array(6).fill([15, 23, 42, 255]).flat()),
    })
  const navy = [15, 23, 42]

  it('paints the colour where covered, blends at partial coverage, leaves the rest', () => {
    const painted = card()
    paintCoverage(painted, { width: 2, height: 1, alpha: Uint8Array.of(255, 128) }, 1, 1, '#ffffff')
    expect([...painted.data]).toEqual([
      0,
      ...navy,
      ...navy,
      ...navy,
      0,
      ...navy,
      255,
      255,
      255,
      135,
      139,
      149,
    ])
  })

  it('skips what falls outside the card', () => {
    const painted = card()
    const coverage = { width: 2, height: 2, alpha: Uint8Array.of(255, 255, 255, 255) }
    paintCoverage(painted, coverage, 2, -1, '#4ade80')
    expect([...painted.data]).toEqual([
      0,
      ...navy,
      ...navy,
      74,
      222,
      128,
      0,
      ...navy,
      ...navy,
      ...navy,
    ])
    paintCoverage(painted, coverage, -2, 5, '#4ade80')
    expect(painted.data.length).toBe(20)
  })
})
