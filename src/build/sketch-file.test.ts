import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { classify } from './classify.ts'
import { compileFile, type ItemInfo } from './compile-file.ts'
import { sketchFile, sketchHeadings } from './sketch-file.ts'

const root = join(import.meta.dirname, '..', '..')
const infoOf = (path: string) => {
  const where = classify(path.replace(/^content\//, ''))
  if (where.kind !== 'item') throw new Error(`${path} is not an item`)
  return where as ItemInfo
}
const both = async (text: string, path: string) => {
  const info = infoOf(path)
  return [
    sketchFile(text, path, info, '2025-02-01'),
    await compileFile(text, path, info, undefined, '2025-02-01'),
  ] as const
}

async function sampleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((e) => e.isFile() && /\.(md|yml)$/.test(e.name) && !e.name.startsWith('_'))
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .filter((path) => classify(path.replace(/^content\//, '')).kind === 'item')
}

describe('sketchFile', () => {
  it('gives every sample file the item its full compile gives, reading time within a minute', async () => {
    const files = await sampleFiles(join(root, 'content'))
    expect(files.length).toBeGreaterThan(20)
    for (const path of files) {
      const [sketch, full] = await both(await readFile(join(root, path), 'utf8'), path)
      expect(sketch.problems, path).toEqual([])
      const { minRead: sketched, ...item } = sketch.compiled!.item
      const { minRead, ...compiled } = full.compiled!.item
      expect(item, path).toEqual(compiled)
      if (minRead !== undefined)
        expect(Math.abs(Number(sketched) - Number(minRead)), path).toBeLessThanOrEqual(1)
      expect(sketch.compiled!.fieldImages, path).toEqual(full.compiled!.fieldImages)
    }
  })

  it('finds the same problems with the fields, at the same places', async () => {
    const cases = [
      '---\ntitle: 你好\ndescription: 一篇。\ndate: 不是日期\n---\n正文\n',
      '---\ntitle: [1, 2\n---\n正文\n',
      '---\ntitle: 你好\ndescription: 一篇。\ndate: 2025-01-01\n正文没有结束的分隔线\n',
      '# 没有字段的文章\n',
    ]
    for (const text of cases) {
      const [sketch, full] = await both(text, 'content/zh/blog/bad.md')
      expect(sketch.problems.length, text).toBeGreaterThan(0)
      expect(sketch.problems, text).toEqual(full.problems)
      expect(sketch.compiled).toBeUndefined()
    }
  })

  it('leaves the body to the full compile: an empty stand-in, no sections, no references', async () => {
    const text =
      '---\ntitle: 你好\ndescription: 一篇。\ndate: 2025-01-01\n---\n\n## 开始\n\n[链接](/nowhere)\n'
    const [sketch] = await both(text, 'content/zh/blog/hello.md')
    expect(sketch.compiled!.body).toEqual({
      body: { type: 'root', children: [] },
      toc: [{ id: '开始', text: '开始', depth: 2 }],
    })
    expect(sketch.compiled!.sections).toEqual([])
    expect(sketch.references).toEqual([])
  })
})

describe('sketchHeadings', () => {
  it('slugs headings as the markdown pipeline does, skipping fenced code', async () => {
    const body = [
      '## Getting started',
      '',
      '```md',
      '## Not a heading',
      '```',
      '',
      '### Install `vite` with [npm](https://npmjs.com) **now**',
      '## Getting started',
      '## 为什么选择静态站点？',
      '## Footnote label',
      '## Braces {kept}',
      '## use_state and _emphasis_ and __strong__',
      '#### Deep ####',
      '~~~',
      '# also not',
      '~~~',
    ].join('\n')
    const text = `---\ntitle: t\ndescription: d\ndate: 2025-01-01\n---\n\n${body}\n`
    const [, full] = await both(text, 'content/en/blog/headings.md')
    const fullToc = full.compiled!.item.toc
    expect(sketchHeadings(body).filter((h) => h.depth === 2 || h.depth === 3)).toEqual(fullToc)
    expect(sketchHeadings(body).map((h) => h.id)).toContain('deep')
  })
})
