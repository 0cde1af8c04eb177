import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { refreshPrecache } from './service-worker-precache.ts'

// The shape vite-plugin-pwa's generateSW writes (one line, minified).
const sw = [
  'define(["./workbox-1"],(function(s){"use strict";s.precacheAndRoute([',
  '{url:"assets/app-1.js",revision:null},',
  '{url:"_content/manifest.json",revision:"aaa"},',
  '{url:"_content/site.0123456789.json",revision:"bbb"},',
  '{url:"404.html",revision:"1"},',
  '{url:"favicon.svg",revision:"ccc"}',
  '],{}),s.registerRoute(/x/,new s.NetworkFirst,"GET")}));',
].join('')

const md5 = (text: string) => createHash('md5').update(text).digest('hex')

describe('refreshPrecache', () => {
  const files = new Map([
    ['manifest.json', '{"new":true}'],
    ['site.9876543210.json', '{"title":"新"}'],
  ])
  const out = refreshPrecache(sw, files, '42')

  it("replaces the content entries with this build's files, revised by their MD5", () => {
    expect(out).toContain(`{url:"_content/manifest.json",revision:"${md5('{"new":true}')}"}`)
    expect(out).toContain(
      `{url:"_content/site.9876543210.json",revision:"${md5('{"title":"新"}')}"}`,
    )
    expect(out).not.toContain('site.0123456789')
    expect(out).not.toContain('"aaa"')
  })

  it('keeps the app entries and the code around the list, and renews the 404 page', () => {
    expect(out).toContain('{url:"assets/app-1.js",revision:null}')
    expect(out).toContain('{url:"favicon.svg",revision:"ccc"}')
    expect(out).toContain('{url:"404.html",revision:"42"}')
    expect(
      out.startsWith('define(["./workbox-1"],(function(s){"use strict";s.precacheAndRoute([{'),
    ).toBe(true)
    expect(out.endsWith('],{}),s.registerRoute(/x/,new s.NetworkFirst,"GET")}));')).toBe(true)
    // Still one array of entries: every entry closed and separated by one comma.
    const list = out.slice(out.indexOf('(['), out.indexOf('],{}'))
    expect(list).not.toMatch(/,,|\[,|,$/)
    expect(list.match(/\{url:/g)).toHaveLength(5)
  })

  it('fails loudly on a worker without a precache list', () => {
    expect(() => refreshPrecache('self.skipWaiting()', files)).toThrow(/no precache list/)
  })
})
