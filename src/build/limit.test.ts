import { describe, expect, it } from 'vitest'
import { limiter } from './limit.ts'

describe('limiter', () => {
  it('runs at most n tasks at once, all of them, in order of arrival', async () => {
    const limit = limiter(2)
    let running = 0
    let most = 0
    const started: number[] = []
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        limit(async () => {
          started.push(i)
          most = Math.max(most, ++running)
          await new Promise((resolve) => setTimeout(resolve, 5))
          running--
          return i * 10
        }),
      ),
    )
    expect(results).toEqual([0, 10, 20, 30, 40])
    expect(most).toBe(2)
    expect(started).toEqual([0, 1, 2, 3, 4])
  })

  it('frees the slot of a task that fails', async () => {
    const limit = limiter(1)
    await expect(limit(() => Promise.reject(new Error('no')))).rejects.toThrow('no')
    await expect(limit(async () => 'next')).resolves.toBe('next')
  })
})
