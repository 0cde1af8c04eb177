import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  injectPrecache,
  isPrecached,
  notFoundEntry,
  precacheEntry,
  refreshPrecache,
} from './service-worker-precache.ts'

// The shape the build writes into our worker (one line, minified): the list in place of
// `self.__WB_MANIFEST`, with a URL holding brackets and an escaped quote.
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

describe('isPrecached', () => {
  it('holds the app shell, the content manifest and the site file', () => {
    for (const path of [
      'assets/index-Bd9GyhJU.js',
      'assets/index-Cuyh6uBU.css',
      'assets/noto-sans-sc-400.woff2',
      'icons/icon-192.png',
      'favicon.svg',
      'manifest.webmanifest',
      '_content/manifest.json',
      '_content/site.515684c2ff.json',
    ])
      expect(isPrecached(path), path).toBe(true)
  })

  it('leaves pages, payloads, images, bodies, build records and the worker itself to visits', () => {
    for (const path of [
      'index.html',
      'blog/a/_payload.json',
      '_images/cover-640.1a2b3c4d.webp',
      'images/avatar.webp',
      'og/blog.png',
      '_content/body/0123456789.json',
      '_content/blogs_zh.json',
      'assets/builds/latest.json',
      'assets/builds/meta/881f426c597d.json',
      'sw.js',
    ])
      expect(isPrecached(path), path).toBe(false)
  })
})

describe('precacheEntry and injectPrecache', () => {
  it('revises a file by its MD5 unless its name holds a hash already', () => {
    const bytes = new TextEncoder().encode('body{}')
    expect(precacheEntry('assets/index-Cuyh6uBU.css', () => bytes)).toEqual({
      revision: null,
      url: 'assets/index-Cuyh6uBU.css',
    })
    expect(precacheEntry('favicon.svg', () => bytes)).toEqual({
      revision: md5('body{}'),
      url: 'favicon.svg',
    })
  })

  it('writes the list where the worker reads it, in the shape refreshPrecache reads back', () => {
    const worker = `${before}self.__WB_MANIFEST${after}`
    const out = injectPrecache(worker, [
      { revision: null, url: 'assets/app-1.js' },
      notFoundEntry('7'),
    ])
    expect(out).toBe(
      `${before}[{"revision":null,"url":"assets/app-1.js"},{"revision":"7","url":"404.html"}]${after}`,
    )
    expect(refreshPrecache(out, new Map([['manifest.json', '{}']]), '8')).toContain(
      `{"revision":"${md5('{}')}","url":"_content/manifest.json"}`,
    )
  })

  it('refuses a worker that names the list twice or not at all', () => {
    expect(() => injectPrecache('self.skipWaiting()', [])).toThrow(/exactly once/)
    expect(() => injectPrecache('self.__WB_MANIFEST;self.__WB_MANIFEST', [])).toThrow(
      /exactly once/,
    )
  })
})
