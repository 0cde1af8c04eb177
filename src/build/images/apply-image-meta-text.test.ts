import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ImageMeta } from '../../content/image-meta.ts'
import type { SiteConfig } from '../../content/site-schema.ts'
import { classify } from '../classify.ts'
import { compileFile, type CompiledItem, type ItemInfo } from '../compile-file.ts'
import { applyImageMeta } from './apply-image-meta.ts'
import { applyImageMetaText } from './apply-image-meta-text.ts'

const root = join(import.meta.dirname, '..', '..', '..')
const site = { profile: { light: '', dark: '' }, officialAccount: { qr: '' } } as SiteConfig
const meta = (src: string, variants = true): ImageMeta => ({
  src,
  width: 1200,
  height: 675,
  variants: variants ? [320, 640].map((w) => ({ src: `/_images${src}-${w}.webp`, width: w })) : [],
})

async function compiled(text: string, path: string): Promise<CompiledItem> {
  const where = classify(path.replace(/^content\//, '')) as ItemInfo
  return (await compileFile(text, path, where)).compiled!
}

/** What the tree walk gives: the body parsed, `applyImageMeta`, written out. */
function byTree(json: string, images: Map<string, ImageMeta>): string {
  const body = JSON.parse(json) as CompiledItem['body']
  applyImageMeta(
    [{ base: 'blogs', locale: 'zh', file: '', item: {}, sections: [], fieldImages: [], body }],
    site,
    images,
  )
  return JSON.stringify(body)
}

describe('applyImageMetaText', () => {
  it('writes every sample article with images exactly as the tree walk does', async () => {
    const dir = join(root, 'content')
    const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile() && e.name.endsWith('.md') && !e.name.startsWith('_'))
      .map((e) => relative(root, join(e.parentPath, e.name)))
    let withImages = 0
    for (const path of files) {
      const c = await compiled(await readFile(join(root, path), 'utf8'), path)
      if (!c?.body || !c.bodyImages?.length) continue
      withImages++
      const json = JSON.stringify(c.body)
      // Every image known, one of them an SVG (no variants), and one left unknown.
      const images = new Map(c.bodyImages.slice(1).map((src, i) => [src, meta(src, i !== 0)]))
      expect(applyImageMetaText(json, images), path).toBe(byTree(json, images))
      const all = new Map(c.bodyImages.map((src) => [src, meta(src)]))
      expect(applyImageMetaText(json, all), path).toBe(byTree(json, all))
    }
    expect(withImages).toBeGreaterThan(3)
  })

  it('handles images at any depth, next to text that looks like one, and leaves others alone', async () => {
    const text =
      '---\ntitle: 图\ndescription: 图。\ndate: 2025-01-01\n---\n\n' +
      '![一](/images/a.webp)\n\n> ![二 "引号"](/images/b.webp)\n\n' +
      '```json\n{"tagName":"img","properties":{}}\n```\n\n- 列表 ![三](/images/a.webp)\n\n![四](/images/none.webp)\n'
    const c = await compiled(text, 'content/zh/blog/images.md')
    const json = JSON.stringify(c.body)
    const images = new Map([
      ['/images/a.webp', meta('/images/a.webp')],
      ['/images/b.webp', meta('/images/b.webp', false)],
    ])
    const spliced = applyImageMetaText(json, images)
    expect(spliced).toBe(byTree(json, images))
    expect(spliced!.match(/"loading":"lazy"/g)).toHaveLength(3)
    expect(applyImageMetaText(json, new Map())).toBe(json)
  })

  it('gives up on an image that already has one of the properties, for the tree walk to do it', () => {
    const json = JSON.stringify({
      body: {
        type: 'root',
        children: [
          {
            type: 'element',
            tagName: 'img',
            properties: { src: '/images/a.webp', width: 10 },
            children: [],
          },
        ],
      },
      toc: [],
    })
    expect(
      applyImageMetaText(json, new Map([['/images/a.webp', meta('/images/a.webp')]])),
    ).toBeUndefined()
  })
})
