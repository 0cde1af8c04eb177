import { describe, expect, it } from 'vitest'
import { openedPagePath } from './dev-content-server.ts'

const html = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

describe('openedPagePath', () => {
  it('names the page a navigation opens, as content paths are written', () => {
    expect(openedPagePath('GET', html, '/blog/why-static-sites')).toBe('/blog/why-static-sites')
    expect(openedPagePath('GET', html, '/en/blog/why-static-sites/?from=feed#top')).toBe(
      '/en/blog/why-static-sites',
    )
    expect(openedPagePath('GET', html, '/tags/%E6%8E%92%E7%89%88')).toBe('/tags/排版')
    expect(openedPagePath('GET', html, '/')).toBe('/')
  })

  it('leaves alone what does not open a page', () => {
    // Modules, content files, other methods, and addresses that cannot be decoded.
    expect(openedPagePath('GET', '*/*', '/src/app/main.tsx')).toBeUndefined()
    expect(openedPagePath('GET', html, '/@vite/client')).toBeUndefined()
    expect(openedPagePath('GET', html, '/_content/manifest.json')).toBeUndefined()
    expect(openedPagePath('POST', html, '/blog/x')).toBeUndefined()
    expect(openedPagePath('GET', html, '/blog/%E0%A4%A')).toBeUndefined()
    expect(openedPagePath('GET', undefined, '/blog/x')).toBeUndefined()
  })
})
