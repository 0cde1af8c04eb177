import { describe, expect, it } from 'vitest'
import { keptPromises } from './kept-promises.ts'

describe('keptPromises', () => {
  it('makes a key once and hands the same promise back', async () => {
    const kept = keptPromises<number>()
    let made = 0
    const make = () => Promise.resolve(++made)
    expect(await kept('a', make)).toBe(1)
    expect(await kept('a', make)).toBe(1)
    expect(await kept('b', make)).toBe(2)
  })

  it('makes a key again after its promise rejected', async () => {
    const kept = keptPromises<string>()
    await expect(kept('a', () => Promise.reject(new Error('disk')))).rejects.toThrow('disk')
    expect(await kept('a', () => Promise.resolve('drawn'))).toBe('drawn')
  })
})
