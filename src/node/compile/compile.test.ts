import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fixturesDir, loadFixture } from '../../../test/support/fixture-fs.ts'
import { compileContent } from './compile.ts'
import type { CompileCache } from './compile-options.ts'
import type { ContentInput } from './load-fs.ts'
import { formatProblem } from '../check/problems.ts'

const badCases = (await readdir(join(fixturesDir, 'bad'))).sort()

describe('compileContent on the good fixture', () => {
  it('emits a manifest, index chunks for both locales, navigation and search', async () => {
    const result = await compileContent(await loadFixture())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const { manifest, files } = result.artifact
    expect(Object.keys(manifest.collections).sort()).toEqual([
      'blog',
      'blog_en',
      'blogs',
      'blogs_en',
    ])
    expect(Object.keys(manifest.navigation)).toEqual(['zh', 'en'])
    for (const name of Object.values(manifest.collections)) expect(files.has(name)).toBe(true)
    const articles = JSON.parse(files.get(manifest.collections.blogs_en!)!)
    expect(articles[0].updated).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(articles[0]).toMatchObject({
      path: '/en/blog/hello',
      stem: 'blog/hello',
      minRead: 1,
      id: 'blogs_en/blog/hello.md',
    })
    expect(articles[0].body).toBeUndefined()
    const chunk = JSON.parse(files.get(articles[0].bodyChunk)!)
    expect(JSON.stringify(chunk)).not.toContain('"position"')
    expect(chunk.toc.map((t: { id: string }) => t.id)).toEqual(['start', 'end'])
  })

  it('names every chunk by its content, so an unchanged chunk keeps its name', async () => {
    const a = await compileContent(await loadFixture())
    const b = await compileContent(
      await loadFixture('broken-anchor').then((i) => ({
        ...i,
        content: i.content.filter((f) => !f.path.includes('links')),
      })),
    )
    expect(a.ok && b.ok).toBe(true)
    if (a.ok && b.ok) expect([...a.artifact.files.keys()]).toEqual([...b.artifact.files.keys()])
  })
})

describe('drafts and scheduled articles', () => {
  const article = (name: string, front: string) => ({
    path: `content/zh/blog/${name}.md`,
    bytes: new TextEncoder().encode(
      `---\ntitle: ${name}\ndescription: d\n${front}\n---\n\n## 正文\n\n字。\n`,
    ),
  })
  const withArticles = async () => {
    const input = await loadFixture()
    input.content.push(
      article('draft', 'date: 2025-03-01\ndraft: true'),
      article('scheduled', 'date: 2030-01-01'),
      article('today', 'date: 2026-11-22'),
    )
    return input
  }
  const published = async (options: Parameters<typeof compileContent>[2]) => {
    const result = await compileContent(await withArticles(), new Map(), options)
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
    const { manifest, files } = result.artifact
    const stems = (JSON.parse(files.get(manifest.collections.blogs!)!) as { stem: string }[]).map(
      (a) => a.stem,
    )
    const searched = files.get(manifest.search.zh!)!
    return { stems, searched }
  }

  it('leaves drafts and future dates out of the build, its lists and its search', async () => {
    const { stems, searched } = await published({ today: '2026-11-22' })
    expect(stems).toEqual(['blog/hello', 'blog/today'])
    expect(searched).not.toContain('/blog/draft')
    expect(searched).not.toContain('/blog/scheduled')
  })

  it('publishes a scheduled article in the first build on or after its date', async () => {
    expect((await published({ today: '2030-01-01' })).stems).toContain('blog/scheduled')
  })

  it('keeps both in dev', async () => {
    const { stems } = await published({ drafts: true, today: '2026-11-22' })
    expect(stems).toEqual(['blog/draft', 'blog/hello', 'blog/scheduled', 'blog/today'])
  })
})

describe('bad content fixtures', () => {
  it.each(badCases)('%s fails with its expected messages', async (name) => {
    const expected = (await readFile(join(fixturesDir, 'bad', name, 'expected.txt'), 'utf8'))
      .trim()
      .split('\n')
    const result = await compileContent(await loadFixture(name))
    expect(result.ok).toBe(false)
    if (result.ok) return
    const lines = result.problems.map(formatProblem).sort()
    expect(lines).toEqual([...expected].sort())
  })
})

describe('compileContent on a save (the dev server keeps its compile cache)', () => {
  const withFile = (input: ContentInput, path: string, text: string): ContentInput => ({
    ...input,
    content: [
      ...input.content.filter((f) => f.path !== path),
      { path, bytes: new TextEncoder().encode(text) },
    ],
  })
  const article = (body: string) =>
    `---\ntitle: 链接\ndescription: 一篇带链接的文章。\ndate: 2025-02-01\n---\n\n${body}\n`

  it('checks links again when the page they point to changes, and only then keeps old results', async () => {
    const cache: CompileCache = new Map()
    const base = await loadFixture()
    const linking = 'content/zh/blog/links.md'
    const target = 'content/zh/blog/hello.md'
    const helloText = new TextDecoder().decode(base.content.find((f) => f.path === target)!.bytes)
    let input = withFile(base, linking, article('见[后记](/blog/hello#后记)。'))

    const missing = await compileContent(input, cache)
    expect(missing.ok).toBe(false)
    if (!missing.ok) expect(formatProblem(missing.problems[0]!)).toContain('#后记')

    // The page gains the heading: the unchanged article's link now resolves.
    input = withFile(input, target, `${helloText}\n## 后记\n\n写完了。\n`)
    expect((await compileContent(input, cache)).ok).toBe(true)

    // The same targets again (a save of another file's text): still fine.
    input = withFile(input, 'content/zh/blog/other.md', article('另一篇。'))
    expect((await compileContent(input, cache)).ok).toBe(true)

    // The heading goes away again: the link is reported again.
    input = withFile(input, target, helloText)
    const gone = await compileContent(input, cache)
    expect(gone.ok).toBe(false)
    if (!gone.ok) expect(gone.problems.map((p) => p.file)).toEqual([linking])

    // The linking article itself changes to a page that does not exist.
    input = withFile(input, linking, article('见[别处](/blog/nowhere)。'))
    const nowhere = await compileContent(input, cache)
    expect(!nowhere.ok && formatProblem(nowhere.problems[0]!)).toContain('does not exist')
  })
})
