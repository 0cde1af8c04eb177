import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { ImageMeta } from '../../shared/image-meta.ts'
import { diskCompileCache } from '../compile/compile-entry-fs.ts'
import { loadFixture } from '../../../test/support/fixture-fs.ts'
import { compileContent, type Artifact } from '../compile/compile.ts'
import type { CompileCache } from '../compile/compile-options.ts'
import type { PersistentCache } from '../compile/persistent-cache.ts'
import type { FileResult } from '../compile/file/compile-file.ts'
import type { ContentInput } from '../compile/load-fs.ts'
import { formatProblem } from '../check/problems.ts'
import type { SearchSection } from '../../shared/artifact.ts'
import type { SearchMeta, SearchPart } from '../../shared/search/search-parts.ts'
import { searchFiles } from '../search/search-files.ts'

const article = (lang: 'zh' | 'en', name: string, heading: string) => ({
  path: `content/${lang}/blog/${name}.md`,
  bytes: new TextEncoder().encode(
    `---\ntitle: ${name}\ndescription: d\ndate: 2025-03-01\n---\n\n## ${heading}\n\nText about ${heading}.\n\n\`\`\`ts\nconst x = 1\n\`\`\`\n`,
  ),
})

async function input(...extra: ReturnType<typeof article>[]): Promise<ContentInput> {
  const base = await loadFixture()
  const content = [...base.content.filter((f) => !extra.some((e) => e.path === f.path)), ...extra]
  return { ...base, content: content.sort((a, b) => (a.path < b.path ? -1 : 1)) }
}

async function compiled(
  from: ContentInput,
  cache: CompileCache,
  more: Parameters<typeof compileContent>[2] = {},
): Promise<Artifact> {
  const result = await compileContent(from, cache, { today: '2026-11-22', ...more })
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'))
  return result.artifact
}

/** A file of the artifact by name. */
const read = (a: Artifact, name: string) => a.files.get(name)

/** A locale's search as its files hold it: the documents, every term's entry, every section. */
function searchOf(a: Artifact, locale: string) {
  const meta = JSON.parse(read(a, a.manifest.search[locale]!)!) as SearchMeta
  const entries = meta.parts.flatMap((p) => JSON.parse(read(a, p.file)!) as SearchPart)
  return {
    documents: meta.documents,
    entries: entries.sort(([x], [y]) => (x < y ? -1 : 1)),
    sections: meta.texts.flatMap((t) => JSON.parse(read(a, t.file)!) as SearchSection[]),
  }
}

const collection = (a: Artifact, name: string) =>
  JSON.parse(read(a, a.manifest.collections[name]!)!) as Record<string, unknown>[]

describe('emit, in dev as in the build', () => {
  const extra = [article('zh', 'second', '第二'), article('en', 'second', 'Second')]

  it('after an edit, names anew only what the edited article feeds', async () => {
    const cache: CompileCache = new Map()
    const before = await compiled(await input(...extra), cache)
    const edited = article('zh', 'second', '改过的标题')
    const after = await compiled(await input(extra[1]!, edited), cache)
    const bodies = (a: Artifact, name: string) =>
      new Map(collection(a, name).map((item) => [item.stem, item.bodyChunk]))
    const [zhBefore, zhAfter] = [bodies(before, 'blogs'), bodies(after, 'blogs')]
    expect(zhAfter.get('blog/second')).not.toBe(zhBefore.get('blog/second'))
    expect(zhAfter.get('blog/hello')).toBe(zhBefore.get('blog/hello'))
    expect(bodies(after, 'blogs_en')).toEqual(bodies(before, 'blogs_en'))
    expect(after.manifest.search.zh).not.toBe(before.manifest.search.zh)
    expect(after.manifest.search.en).toBe(before.manifest.search.en)
    expect(after.manifest.collections.blogs_en).toBe(before.manifest.collections.blogs_en)
    expect(JSON.stringify(searchOf(after, 'zh').sections)).toContain('改过的标题')
    expect(read(after, zhAfter.get('blog/second') as string)).toContain('改过的标题')
  })

  it('keeps a body’s name while saves leave its text as it was, so the page keeps it', async () => {
    const cache: CompileCache = new Map()
    const second = (a: Artifact) => collection(a, 'blogs').find((i) => i.stem === 'blog/second')!
    const before = await compiled(await input(...extra), cache)
    const text = new TextDecoder().decode(extra[0]!.bytes).replace('title: second', 'title: 第二篇')
    const retitled = { ...extra[0]!, bytes: new TextEncoder().encode(text) }
    const after = await compiled(await input(retitled, extra[1]!), cache)
    expect(second(after).title).toBe('第二篇')
    expect(typeof second(before).shareChunk).toBe('string')
    for (const chunk of ['bodyChunk', 'shareChunk']) {
      expect(second(after)[chunk]).toBe(second(before)[chunk])
      expect(read(after, second(after)[chunk] as string)).toBe(
        read(before, second(before)[chunk] as string),
      )
    }
    // A save that changes the body names it anew.
    const rewritten = await compiled(
      await input(article('zh', 'second', '新的小节'), extra[1]!),
      cache,
    )
    expect(second(rewritten).bodyChunk).not.toBe(second(before).bodyChunk)
    expect(read(rewritten, second(rewritten).bodyChunk as string)).toContain('新的小节')
  })
})

describe('a build’s search files', () => {
  const extra = [article('zh', 'second', '第二'), article('en', 'second', 'Second')]

  it('are named by their sections alone', async () => {
    const before = await compiled(await input(...extra), new Map())
    const again = await compiled(await input(...extra), new Map(), {
      // Whatever the files turn out to be, the meta file's name is already known.
      searchApart: true,
    })
    expect(again.manifest.search).toEqual(before.manifest.search)
    const edited = await compiled(
      await input(extra[1]!, article('zh', 'second', '改过的标题')),
      new Map(),
    )
    expect(edited.manifest.search.zh).not.toBe(before.manifest.search.zh)
    expect(edited.manifest.search.en).toBe(before.manifest.search.en)
  })

  it('are named alike whatever order the pages finished compiling in', async () => {
    const stored = new Map<string, FileResult>()
    const recording: PersistentCache = {
      get: async () => undefined,
      set: async (path, _key, result) => void stored.set(path, result),
      readMemo: () => undefined,
      writeMemo: () => {},
    }
    const first = await compiled(await input(...extra), new Map(), { persistent: recording })
    // The same results again, the files read first answered last.
    const paths = [...stored.keys()]
    const reversed: PersistentCache = {
      get: (path) =>
        new Promise((done) =>
          setTimeout(() => done(stored.get(path)), 2 * (paths.length - paths.indexOf(path))),
        ),
      set: async () => {},
      readMemo: () => undefined,
      writeMemo: () => {},
    }
    const again = await compiled(await input(...extra), new Map(), { persistent: reversed })
    expect(again.manifest.search).toEqual(first.manifest.search)
    expect(searchOf(again, 'zh')).toEqual(searchOf(first, 'zh'))
  })

  it('are left to the search step when apart, the same text under the same manifest', async () => {
    const here = await compiled(await input(...extra), new Map())
    const away = await compiled(await input(...extra), new Map(), { searchApart: true })
    expect(away.files.get('manifest.json')).toBe(here.files.get('manifest.json'))
    expect(here.searchSets).toBeUndefined()
    expect(away.searchSets!.map((set) => set.locale).sort()).toEqual(['en', 'zh'])
    for (const set of away.searchSets!) {
      const { locale, sections, name } = set
      expect(name).toBe(here.manifest.search[locale])
      expect(away.files.has(name)).toBe(false)
      expect(sections).toEqual(searchOf(here, locale).sections)
      expect(searchFiles(set).get(name)).toBe(here.files.get(name))
    }
  })
})

describe('bodies read back from the disk cache', () => {
  const dirs: string[] = []
  afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))
  const src = '/images/cover.png'
  const meta: ImageMeta = { src, width: 10, height: 20, variants: [] }
  const images = async () => new Map([[src, meta]])
  const pictured = {
    path: 'content/en/blog/pictured.md',
    bytes: new TextEncoder().encode(
      `---\ntitle: pictured\ndescription: d\ndate: 2025-03-01\n---\n\n## Look\n\n![A cover](${src})\n`,
    ),
  }

  it('serve what the build writes, with the image sizes beside them', async () => {
    const root = await mkdtemp(join(tmpdir(), 'emit-'))
    dirs.push(root)
    const persistent = await diskCompileCache(root)
    const from = async () => {
      const base = await input(article('zh', 'second', '第二'))
      return {
        ...base,
        content: [...base.content, pictured],
        publicFiles: new Set([...base.publicFiles, src]),
      }
    }
    const eager = await compiled(await from(), new Map(), { images })
    await compiled(await from(), new Map(), { images, persistent })
    // A new process: every item comes from the disk cache, bodies still unparsed.
    const warm = await compiled(await from(), new Map(), { images, persistent })
    for (const name of Object.keys(eager.manifest.collections)) {
      const bodies = collection(warm, name).map((item) => read(warm, item.bodyChunk as string))
      const expected = collection(eager, name).map((item) => read(eager, item.bodyChunk as string))
      expect(bodies).toEqual(expected)
    }
    const item = collection(warm, 'blogs_en').find((i) => i.stem === 'blog/pictured')!
    expect(item.bodyImageMeta).toEqual({ [src]: meta })
    // The body is the compiled one: the renderer puts the sizes in (RenderBody's `images`).
    expect(read(warm, item.bodyChunk as string)).not.toContain('"height"')
  })

  it('in dev, names a collection anew exactly when its images’ sizes changed', async () => {
    const cache: CompileCache = new Map()
    const from = async () => {
      const base = await input()
      return {
        ...base,
        content: [...base.content, pictured],
        publicFiles: new Set([...base.publicFiles, src]),
      }
    }
    const input1 = await from()
    const named = async (found: ImageMeta) => {
      const a = await compiled(input1, cache, { images: async () => new Map([[src, found]]) })
      const body = collection(a, 'blogs_en').find((i) => i.stem === 'blog/pictured')!.bodyChunk
      const name = a.manifest.collections.blogs_en!
      return { collection: name, text: read(a, name)!, body: read(a, body as string)! }
    }
    const first = await named(meta)
    // The same sizes, as the same object (the dev server's) or as an equal copy: nothing renamed.
    expect(await named(meta)).toEqual(first)
    expect(await named({ ...meta, variants: [] })).toEqual(first)
    const resized = await named({ ...meta, height: 30 })
    expect(resized.collection).not.toBe(first.collection)
    expect(resized.text).toContain('"height":30')
    expect(resized.body).toBe(first.body)
  })
})

describe('series and related articles in the artifact', () => {
  const part = (lang: 'zh' | 'en', name: string, order: number) => ({
    path: `content/${lang}/blog/${name}.md`,
    bytes: new TextEncoder().encode(
      `---\ntitle: ${name} subsetting\ndescription: d\ndate: 2025-03-0${order}\ntags: [Fontslice]\nseries:\n  name: ${lang === 'zh' ? '字体' : 'Fonts'}\n  order: ${order}\n---\n\nFontslice subsetting.\n`,
    ),
  })
  type Item = { path: string; related?: string[]; seriesInfo?: unknown }
  const find = (a: Artifact, name: string, path: string) =>
    (collection(a, name) as Item[]).find((i) => i.path === path)!

  it('writes both into each article, in dev as in the build, and follows the other articles in dev', async () => {
    const files = [part('zh', 'a', 1), part('zh', 'b', 2), part('en', 'a', 1)]
    const cache: CompileCache = new Map()
    const lazy = await compiled(await input(...files), cache)
    const eager = await compiled(await input(...files), new Map())
    for (const a of [lazy, eager]) {
      const first = find(a, 'blogs', '/blog/a')
      expect(first.seriesInfo).toEqual({
        name: '字体',
        path: '/blog/series/字体',
        articles: ['/blog/a', '/blog/b'],
      })
      expect(first.related).toContain('/blog/b')
      expect(find(a, 'blogs_en', '/en/blog/a').seriesInfo).toMatchObject({
        path: '/en/blog/series/fonts',
        articles: ['/en/blog/a'],
      })
      // The translation is never related: each language is chosen among its own articles.
      expect(find(a, 'blogs_en', '/en/blog/a').related!.every((p) => p.startsWith('/en/'))).toBe(
        true,
      )
    }
    // A third part changes what the first two show, though their files did not change.
    const more = await compiled(await input(...files, part('zh', 'c', 3)), cache)
    expect(find(more, 'blogs', '/blog/a').seriesInfo).toMatchObject({
      articles: ['/blog/a', '/blog/b', '/blog/c'],
    })
    expect(find(more, 'blogs', '/blog/a').related).toContain('/blog/c')
    // The same articles, one of them rewritten to share nothing with the others: lists follow it.
    const apart = {
      path: 'content/zh/blog/c.md',
      bytes: new TextEncoder().encode(
        '---\ntitle: 访问统计\ndescription: 日志\ndate: 2025-03-03\n---\n\n数据库。\n',
      ),
    }
    const edited = await compiled(await input(...files, apart), cache)
    expect(find(edited, 'blogs', '/blog/a').related).not.toContain('/blog/c')
    expect(find(edited, 'blogs', '/blog/a').related).toContain('/blog/b')
  })

  it('keeps the lists by the articles, whatever order their compiles finished in', async () => {
    const files = [part('zh', 'd', 1), part('zh', 'e', 2), part('zh', 'f', 3)]
    const results = new Map<string, FileResult>()
    const memos: unknown[] = []
    const memo = {
      readMemo: () => undefined,
      writeMemo: (name: string, value: unknown) =>
        void (name === 'related-zh' && memos.push(value)),
    }
    const first = await compiled(await input(...files), new Map(), {
      persistent: {
        get: async () => undefined,
        set: async (p, _k, r) => void results.set(p, r),
        ...memo,
      },
    })
    // The same files, read back so that the first ones finish last (a saved file's compile does).
    const paths = [...results.keys()]
    const late = (path: string) => 2 * (paths.length - paths.indexOf(path))
    const again = await compiled(await input(...files), new Map(), {
      persistent: {
        get: (path) => new Promise((done) => setTimeout(() => done(results.get(path)), late(path))),
        set: async () => {},
        ...memo,
      },
    })
    expect(memos).toHaveLength(1)
    expect(find(again, 'blogs', '/blog/d').related).toEqual(find(first, 'blogs', '/blog/d').related)
    // Dev keeps them in memory only: read at a start, they would leave each language's first save
    // to tokenize every article of it.
    const readMemo = vi.fn(() => undefined)
    const stored = { get: async () => undefined, set: async () => {}, readMemo, writeMemo: vi.fn() }
    await compiled(await input(...files, part('zh', 'g', 4)), new Map(), {
      persistent: stored,
      listsInMemory: true,
    })
    expect(readMemo).not.toHaveBeenCalled()
    expect(stored.writeMemo).not.toHaveBeenCalled()
  })
})
