import { describe, expect, it } from 'vitest'
import { listPageNumber, listPagePath, listPages } from './pagination.ts'

describe('list pages', () => {
  it('put page 1 at the list’s own path and later pages under page/<n>', () => {
    expect(listPagePath('/blog', 1)).toBe('/blog')
    expect(listPagePath('/tags/rust', 3)).toBe('/tags/rust/page/3')
  })

  it('count ten articles a page, and one page for an empty list', () => {
    expect([0, 1, 10, 11, 20, 21].map(listPages)).toEqual([1, 1, 1, 2, 2, 3])
  })

  it('read a page parameter only as the one address its page has', () => {
    expect(listPageNumber(undefined)).toBe(1)
    expect(listPageNumber('2')).toBe(2)
    for (const param of ['1', '0', '-2', '02', '2.5', 'x', '', '1e1'])
      expect(listPageNumber(param), param).toBeUndefined()
  })
})
