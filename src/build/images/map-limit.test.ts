import { describe, expect, it } from 'vitest'
import { mapLimit } from './map-limit.ts'

describe('mapLimit', () => {
  it('keeps the order of results and never exceeds the limit', async () => {
    let running = 0
    let peak = 0
    const results = await mapLimit([30, 10, 20, 5, 0], 2, async (ms) => {
      peak = Math.max(peak, ++running)
      await new Promise((resolve) => setTimeout(resolve, ms))
      running--
      return ms * 2
    })
    expect(results).toEqual([60, 20, 40, 10, 0])
    expect(peak).toBe(2)
  })

  it('handles no items', async () => {
    expect(await mapLimit([], 2, async () => 1)).toEqual([])
  })
})
