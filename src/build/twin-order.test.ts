import { describe, expect, it } from 'vitest'
import { twinAffinity, twinKey, twinOrder } from './twin-order.ts'

describe('twinKey', () => {
  it('is the path a file shares with its translations', () => {
    expect(twinKey('content/zh/blog/a.md')).toBe('blog/a.md')
    expect(twinKey('content/en/blog/a.md')).toBe('blog/a.md')
    expect(twinKey('content/site.yml')).toBe('content/site.yml')
  })
})

describe('twinOrder', () => {
  it('puts each file next to its translations, keeping every file once', () => {
    const files = [
      'content/en/about.md',
      'content/en/blog/a.md',
      'content/en/blog/b.md',
      'content/site.yml',
      'content/zh/about.md',
      'content/zh/blog/a.md',
      'content/zh/blog/b.md',
    ].map((path) => ({ path }))
    expect(twinOrder(files).map((f) => f.path)).toEqual([
      'content/en/about.md',
      'content/zh/about.md',
      'content/en/blog/a.md',
      'content/zh/blog/a.md',
      'content/en/blog/b.md',
      'content/zh/blog/b.md',
      'content/site.yml',
    ])
    // The input is left as it was.
    expect(files[1]!.path).toBe('content/en/blog/a.md')
  })
})

describe('twinAffinity', () => {
  it("sends a translation where its twin went, and others to the fallback's choice", () => {
    let turn = 0
    const pick = twinAffinity(() => ['A', 'B'][turn++ % 2]!)
    expect(pick('content/en/blog/a.md')).toBe('A')
    expect(pick('content/en/blog/b.md')).toBe('B')
    expect(pick('content/zh/blog/a.md')).toBe('A')
    expect(pick('content/zh/blog/b.md')).toBe('B')
    // A third file with the same shared path is a new choice.
    expect(pick('content/fr/blog/a.md')).toBe('A')
  })
})
