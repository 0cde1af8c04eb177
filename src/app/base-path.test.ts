import { describe, expect, it } from 'vitest'
import { canonicalPathname } from './base-path'

describe('canonicalPathname', () => {
  it('drops the slash a host added after a page’s path', () => {
    expect(canonicalPathname('/en/')).toBe('/en')
    expect(canonicalPathname('/blog/why-static-sites/')).toBe('/blog/why-static-sites')
    expect(canonicalPathname('/tags/%E6%8E%92%E7%89%88//')).toBe('/tags/%E6%8E%92%E7%89%88')
  })

  it('keeps the root and paths already bare', () => {
    expect(canonicalPathname('/')).toBe('/')
    expect(canonicalPathname('/en/blog')).toBe('/en/blog')
  })
})
