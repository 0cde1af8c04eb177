import { describe, expect, it } from 'vitest'
import { canonicalPath } from './canonical-path'
import { routes } from '../routes'

describe('canonicalPath', () => {
  it('drops the slash a host added after a page’s path', () => {
    expect(canonicalPath('/en/', routes)).toBe('/en')
    expect(canonicalPath('/blog/why-static-sites/', routes)).toBe('/blog/why-static-sites')
    expect(canonicalPath('/tags/%E6%8E%92%E7%89%88//', routes)).toBe('/tags/%E6%8E%92%E7%89%88')
  })

  it('names a folder, not the index.html file a host serves for it', () => {
    expect(canonicalPath('/index.html', routes)).toBe('/')
    expect(canonicalPath('/en/index.html', routes)).toBe('/en')
    expect(canonicalPath('/blog/index.html', routes)).toBe('/blog')
    expect(canonicalPath('/en/blog/why-static-sites/INDEX.HTML', routes)).toBe(
      '/en/blog/why-static-sites',
    )
  })

  it('spells the locale prefix and the screens as the routes do', () => {
    expect(canonicalPath('/EN/BLOG', routes)).toBe('/en/blog')
    expect(canonicalPath('/En/about', routes)).toBe('/en/about')
    expect(canonicalPath('/EN', routes)).toBe('/en')
    expect(canonicalPath('/Blog/Page/2', routes)).toBe('/blog/page/2')
    expect(canonicalPath('/en/TAGS/Rust/PAGE/2/', routes)).toBe('/en/tags/Rust/page/2')
  })

  it('keeps what the content names (slugs, tags, unknown paths) as typed', () => {
    expect(canonicalPath('/EN/Blog/Why-Static-Sites', routes)).toBe('/en/blog/Why-Static-Sites')
    expect(canonicalPath('/EN/No/Such/Page', routes)).toBe('/en/No/Such/Page')
  })

  it('leaves the root and canonical paths alone', () => {
    for (const path of ['/', '/en', '/en/blog', '/blog/why-static-sites', '/english'])
      expect(canonicalPath(path, routes)).toBe(path)
  })
})
