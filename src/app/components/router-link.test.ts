import { describe, expect, it } from 'vitest'
import { isActivePath } from './router-link'

describe('isActivePath', () => {
  it('marks the page itself, with or without a trailing slash, in any case', () => {
    expect(isActivePath('/en/blog', '/en/blog')).toBe(true)
    expect(isActivePath('/en/blog/', '/en/blog')).toBe(true)
    expect(isActivePath('/en/Blog', '/en/blog/')).toBe(true)
  })

  it('marks a section on the pages below it, unless `end` is set', () => {
    expect(isActivePath('/en/blog/why-static-sites', '/en/blog')).toBe(true)
    expect(isActivePath('/en/blog/why-static-sites', '/en/blog', true)).toBe(false)
  })

  it('does not mark a path that only shares a prefix of letters', () => {
    expect(isActivePath('/en/blogroll', '/en/blog')).toBe(false)
    expect(isActivePath('/en', '/en/blog')).toBe(false)
  })

  it('keeps the home link to its own page when `end` is set', () => {
    expect(isActivePath('/', '/', true)).toBe(true)
    expect(isActivePath('/blog', '/', true)).toBe(false)
    expect(isActivePath('/blog', '/')).toBe(true)
  })
})
