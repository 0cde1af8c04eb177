import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { refreshPrecache } from './service-worker-precache.ts'

// The shape vite-plugin-pwa's injectManifest writes into our worker (one line, minified): the
// list in place of `self.__WB_MANIFEST`, with a URL holding brackets and an escaped quote.
const before = '(function(){self.addEventListener(`message`,e=>{}),we('
const after = '),Ce(),registerRoute(/x\\[\\]/,new NetworkFirst)})();'
const entries = [
  { revision: null, url: 'assets/app-1.js' },
  { revision: 'aaa', url: '_content/manifest.json' },
  { revision: 'bbb', url: '_content/site.0123456789.json' },
  { revision: '1', url: '404.html' },
  { revision: 'ccc', url: 'icons/a [1] "b".png' },
]
const sw = `${before}${JSON.stringify(entries)}${after}`

const md5 = (text: string) => createHash('md5').update(text).digest('hex')

describe('refreshPrecache', () => {
  const files = new Map([
    ['manifest.json', '{"new":true}'],
    ['site.9876543210.json', '{"title":"新"}'],
  ])
  const out = refreshPrecache(sw, files, '42')
  const list = () => JSON.parse(out.slice(before.length, out.length - after.length)) as unknown[]

  it("replaces the content entries with this build's files, revised by their MD5", () => {
    expect(list()).toContainEqual({ revision: md5('{"new":true}'), url: '_content/manifest.json' })
    expect(list()).toContainEqual({
      revision: md5('{"title":"新"}'),
      url: '_content/site.9876543210.json',
    })
    expect(out).not.toContain('site.0123456789')
    expect(out).not.toContain('"aaa"')
  })

  it('keeps the app entries and the code around the list, and renews the 404 page', () => {
    expect(out.startsWith(before)).toBe(true)
    expect(out.endsWith(after)).toBe(true)
    expect(list()).toEqual([
      { revision: null, url: 'assets/app-1.js' },
      { revision: '42', url: '404.html' },
      { revision: 'ccc', url: 'icons/a [1] "b".png' },
      { revision: md5('{"new":true}'), url: '_content/manifest.json' },
      { revision: md5('{"title":"新"}'), url: '_content/site.9876543210.json' },
    ])
  })

  it('fails loudly on a worker without a precache list', () => {
    expect(() => refreshPrecache('self.skipWaiting()', files)).toThrow(/no precache list/)
    expect(() => refreshPrecache(`${before}[{"revision":null,"url":"x"`, files)).toThrow(
      /no precache list/,
    )
  })
})
