import { describe, expect, it } from 'vitest'
import { fallbackPaths } from './fallback.ts'
import { sampleLocales } from '../../../test/support/site-locales-fs.ts'

describe('fallbackPaths', () => {
  it('is each article at its address in every language without a translation of it', () => {
    const articles = [
      { path: '/blog/both' },
      { path: '/en/blog/both' },
      { path: '/blog/notes/zh-only' },
      { path: '/en/blog/en-only' },
    ]
    expect(fallbackPaths(articles, sampleLocales).sort()).toEqual([
      '/blog/en-only',
      '/en/blog/notes/zh-only',
    ])
  })
})
