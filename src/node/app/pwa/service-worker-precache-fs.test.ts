import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { injectPrecache } from './service-worker-precache-fs.ts'

const dir = mkdtempSync(join(tmpdir(), 'precache-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// The worker as vite-plugin-pwa leaves it: the injection point where the list goes.
const worker = '(function(){precacheAndRoute(self.__WB_MANIFEST),cleanupOutdatedCaches()})();'

/** A build folder as buildSite has it before the injection (the kept client build plus content). */
function buildFolder(name: string, manifest: string): string {
  const out = join(dir, name)
  const files: Record<string, string> = {
    'sw.js': worker,
    'index.html': '<!doctype html>',
    '404.html': '<!doctype html><title>404</title>',
    'blog/a/index.html': '<!doctype html>',
    'blog/a/_payload.json': '{}',
    // A page whose slug looks like a script: a folder, never listed.
    'tags/node.js/index.html': '<!doctype html>',
    'favicon.svg': '<svg/>',
    'manifest.webmanifest': '{}',
    'assets/index-Bd9GyhJU.js': 'x',
    'assets/index-Cuyh6uBU.css': 'y',
    'assets/noto-sans-sc-400-AbCd1234.woff2': 'z',
    'assets/builds/latest.json': '{}',
    'assets/builds/meta/881f426c597d.json': '{}',
    'icons/icon-192.png': 'png',
    'images/avatar.webp': 'webp',
    '_images/cover-640.1a2b3c4d.webp': 'webp',
    'og/blog.png': 'png',
    '_content/manifest.json': manifest,
    '_content/site.515684c2ff.json': '{"title":"林舟"}',
    '_content/body/0123456789.json': '{}',
    '_content/blogs_zh.json': '[]',
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(out, path)), { recursive: true })
    writeFileSync(join(out, path), text)
  }
  return out
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex')

async function injected(out: string) {
  await injectPrecache(out)
  const sw = readFileSync(join(out, 'sw.js'), 'utf8')
  const list = /precacheAndRoute\((\[.*\])\)/.exec(sw)?.[1]
  return { sw, list: JSON.parse(list ?? 'null') as { revision: string | null; url: string }[] }
}

describe('injectPrecache', () => {
  it('lists the app shell, the content manifest, the site file and the 404 page', async () => {
    const { sw, list } = await injected(buildFolder('first', '{"contentHash":"1"}'))
    expect(sw).not.toContain('__WB_MANIFEST')
    expect(list.map((e) => e.url).sort()).toEqual([
      '404.html',
      '_content/manifest.json',
      '_content/site.515684c2ff.json',
      'assets/index-Bd9GyhJU.js',
      'assets/index-Cuyh6uBU.css',
      'assets/noto-sans-sc-400-AbCd1234.woff2',
      'favicon.svg',
      'icons/icon-192.png',
      'manifest.webmanifest',
    ])
  })

  it("revises files by the MD5 of their bytes, and Vite's hashed assets not at all", async () => {
    const { sw, list } = await injected(buildFolder('revisions', '{"contentHash":"1"}'))
    expect(list).toContainEqual({ revision: null, url: 'assets/index-Bd9GyhJU.js' })
    expect(list).toContainEqual({ revision: md5('<svg/>'), url: 'favicon.svg' })
    // The shape the e2e tests look for in sw.js.
    expect(sw).toContain(
      `{"revision":"${md5('{"contentHash":"1"}')}","url":"_content/manifest.json"}`,
    )
  })

  it('gives a kept client build the revisions of the content written into it', async () => {
    // Two builds from the same kept sw.js: the second one's content changed.
    const first = await injected(buildFolder('kept-1', '{"contentHash":"1"}'))
    const { list } = await injected(buildFolder('kept-2', '{"contentHash":"2"}'))
    const revisionOf = (entries: typeof list) =>
      entries.find((e) => e.url === '_content/manifest.json')?.revision
    expect(revisionOf(first.list)).toBe(md5('{"contentHash":"1"}'))
    expect(revisionOf(list)).toBe(md5('{"contentHash":"2"}'))
  })

  it('leaves out the 404 page of a build without the prerender, and missing icons, quietly', async () => {
    const out = buildFolder('no-404', '{}')
    rmSync(join(out, '404.html'))
    // A site without icons of its own.
    rmSync(join(out, 'icons'), { recursive: true })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const { list } = await injected(out)
      expect(list.map((e) => e.url)).not.toContain('404.html')
      expect(list.map((e) => e.url)).toContain('_content/manifest.json')
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })

  it('refuses a worker that has its list already', async () => {
    const out = buildFolder('twice', '{}')
    await injectPrecache(out)
    await expect(injectPrecache(out)).rejects.toThrow(/__WB_MANIFEST/)
  })
})
