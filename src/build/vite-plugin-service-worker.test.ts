import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { precacheList } from './vite-plugin-service-worker.ts'

const dir = mkdtempSync(join(tmpdir(), 'precache-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('precacheList', () => {
  it('lists the shell files of a build folder, in a stable order, and nothing else', () => {
    const files = {
      'index.html': '<!doctype html>',
      'sw.js': 'self.__WB_MANIFEST',
      'favicon.svg': '<svg/>',
      'manifest.webmanifest': '{}',
      'assets/index-Bd9GyhJU.js': 'x',
      'assets/index-Cuyh6uBU.css': 'y',
      'assets/builds/latest.json': '{}',
      'icons/icon-192.png': 'png',
      'images/avatar.webp': 'webp',
      '_content/manifest.json': '{"a":1}',
      '_content/body/0123.json': '{}',
    }
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    expect(precacheList(dir).map((e) => [e.url, e.revision === null])).toEqual([
      ['_content/manifest.json', false],
      ['assets/index-Bd9GyhJU.js', true],
      ['assets/index-Cuyh6uBU.css', true],
      ['favicon.svg', false],
      ['icons/icon-192.png', false],
      ['manifest.webmanifest', false],
    ])
  })
})
