import { describe, expect, it } from 'vitest'
import { listAlternates, listPagination } from './list-pagination'

describe('listPagination', () => {
  it('links a middle page to its neighbours in its language', () => {
    const at = { total: 25, first: '/tags/rust', locale: 'en', fullPath: '/en/tags/rust/page/2' }
    expect(listPagination({ ...at, param: '2' })).toEqual({
      page: 2,
      pages: 3,
      total: 25,
      prev: '/en/tags/rust',
      next: '/en/tags/rust/page/3',
    })
  })

  it('answers a page past the last, or page/1, with a fatal 404', () => {
    const at = { total: 25, first: '/blog', locale: 'zh', fullPath: '/blog/page/4' }
    for (const param of ['4', '1'])
      expect(() => listPagination({ ...at, param })).toThrow(
        expect.objectContaining({ init: { status: 404, statusText: 'Not Found' } }),
      )
  })
})

describe('listAlternates', () => {
  it('keeps the page where the other language has it, else its page 1, else its blog', () => {
    expect(listAlternates('/blog', 3, { en: 30 })).toEqual({ en: '/en/blog/page/3' })
    expect(listAlternates('/blog', 3, { en: 12 })).toEqual({ en: '/en/blog' })
    expect(listAlternates('/tags/go', 2, { zh: 15 })).toEqual({ zh: '/tags/go/page/2' })
    expect(listAlternates('/tags/札记', 2, { en: 0 })).toEqual({ en: '/en/blog' })
  })
})
