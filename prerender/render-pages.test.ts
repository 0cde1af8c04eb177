import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContentSource } from '../src/shared/source.ts'
import { renderPages, type PageRenderer } from './render-pages.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-pages-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const template =
  '<!doctype html><html lang="zh-CN"><head><title>x</title><!--head--></head><body><div id="root"><!--app--></div></body></html>'

/** A renderer whose pages take longer the earlier they come: they finish in reverse. */
function slowFirst(paths: string[]): PageRenderer {
  return {
    withBase: (path) => path,
    async render(url) {
      const path = new URL(url).pathname
      await new Promise((resolve) => setTimeout(resolve, 5 * (paths.length - paths.indexOf(path))))
      return {
        status: 200,
        html: `<main>${path}</main>`,
        lang: 'zh-CN',
        title: path,
        description: '',
        payload: { path },
        alternates: { zh: path },
        card: { file: `/og${path}.png`, title: path, description: '' },
        data: path,
      }
    },
  }
}

describe('renderPages', () => {
  it('hands each record on in the order of the paths, as soon as the ones before are done', async () => {
    const paths = Array.from({ length: 12 }, (_, i) => `/p${i}`)
    const seen: [number, string][] = []
    const result = await renderPages({
      entry: slowFirst(paths),
      source: {} as ContentSource,
      template,
      buildId: 'b1',
      app: 'app',
      root: dir,
      temp: join(dir, 'out'),
      live: join(dir, 'dist'),
      paths,
      onPage: (record, i) => seen.push([i, record.card.title]),
    })
    expect(seen).toEqual(paths.map((path, i) => [i, path]))
    expect(result.records.map((r) => r.card.title)).toEqual(paths)
    expect(await readFile(join(dir, 'out', 'p3', 'index.html'), 'utf8')).toContain(
      '<main>/p3</main>',
    )
  })
})
