import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { tempProject } from '../../e2e/support/project-fs.ts'
import { devContentEngine, type DevEngine } from './dev-content-engine.ts'
import { blogChunk, manifestOf, recorded } from './dev-content-test-support.ts'

let project: Awaited<ReturnType<typeof tempProject>>
let engine: DevEngine | undefined
beforeEach(async () => {
  project = await tempProject()
})
afterEach(async () => {
  await engine?.close()
  await project.remove()
})

const hello = () => join(project.dir, 'content', 'zh', 'blog', 'hello.md')

describe('devContentEngine', () => {
  it('serves the compiled content, then a save as a new manifest, keeping the old files', async () => {
    const run = recorded((events) => devContentEngine(project.dir, events))
    engine = run.engine
    await engine.ready
    expect(await blogChunk(engine)).toContain('"title":"你好"')
    const before = await manifestOf(engine)
    const oldChunk = before.collections.blogs!
    expect(run.seen.changed).toEqual([before.contentHash])

    const text = await readFile(hello(), 'utf8')
    await writeFile(hello(), text.replace('title: 你好', 'title: 你好，改过了'))
    const changed = run.next()
    engine.touch('change', hello())
    await changed
    expect(await blogChunk(engine)).toContain('"title":"你好，改过了"')
    expect(run.seen.changed.at(-1)).not.toBe(before.contentHash)
    // A page that still holds the old manifest can still load what it names.
    expect(await engine.get(oldChunk)).toContain('"title":"你好"')
  })

  it('reports invalid content with its place and keeps serving the last good content', async () => {
    const run = recorded((events) => devContentEngine(project.dir, events))
    engine = run.engine
    await engine.ready
    const good = await engine.get('manifest.json')
    await writeFile(hello(), '---\ntitle: 你好\ndescription: 一篇。\ndate: 不是日期\n---\n正文\n')
    const reported = run.next()
    engine.touch('change', hello())
    await reported
    const problems = run.seen.problems[0]!
    expect(problems[0]).toMatchObject({ file: 'content/zh/blog/hello.md', line: 4 })
    expect(await engine.problems()).toEqual(problems)
    expect(await engine.get('manifest.json')).toBe(good)
  })

  it('answers undefined for a name no artifact has', async () => {
    engine = devContentEngine(project.dir, { changed() {}, problems() {}, failed() {} })
    expect(await engine.get('body/nothing.json')).toBeUndefined()
  })
})

describe('a first start with no compile cache (decision 0020)', () => {
  // Text no earlier test compiled, so the compile cache (shared through node_modules) misses it.
  const fresh = async (body: string) => {
    const token = `${process.pid}-${Date.now()}-${Math.random()}`
    const text =
      `---\ntitle: 新文章 ${token}\ndescription: 一篇新写的文章。\ndate: 2025-01-03\n---\n\n` +
      `## 第一节\n\n正文 ${token}。\n\n${body}\n`
    await writeFile(join(project.dir, 'content', 'zh', 'blog', 'fresh.md'), text)
    return token
  }
  const start = () =>
    recorded((events) =>
      devContentEngine(project.dir, events, { sketchAbove: 0, fullAfterSketchMs: 60_000 }),
    )
  const freshItem = async (e: DevEngine) =>
    (JSON.parse(await blogChunk(e)) as { path: string; bodyChunk: string; toc: unknown }[]).find(
      (item) => item.path === '/blog/fresh',
    )!

  it("serves sketches at once, the open page's body compiled, then compiles the rest", async () => {
    const token = await fresh('一段话。')
    const run = start()
    engine = run.engine
    await engine.ready
    expect(run.seen.changed).toHaveLength(1)
    const item = await freshItem(engine)
    expect(item.toc).toEqual([{ id: '第一节', text: '第一节', depth: 2 }])
    const recompiled = run.next()
    expect(await engine.get(item.bodyChunk)).toContain(`正文 ${token}`)
    // Reading the body started the full compile; its content replaces the sketches.
    await recompiled
    expect(run.seen.changed).toHaveLength(2)
    expect(await engine.get(item.bodyChunk)).toContain(`正文 ${token}`)
  })

  it('compiles the body of a page being opened before the page asks for it', async () => {
    const token = await fresh(
      `${'写得长一些的正文。'.repeat(80)}\n\n\`\`\`go\npackage main\n\`\`\``,
    )
    // Modules loaded afresh, as in a new `npm run dev`: no grammar is loaded yet.
    vi.resetModules()
    const { devContentEngine: startAfresh } = await import('./dev-content-engine.ts')
    const { getHighlighter } = await import('./markdown/rehype-shiki.ts')
    const run = recorded((events) =>
      startAfresh(project.dir, events, {
        sketchAbove: 0,
        fullAfterSketchMs: 60_000,
        restAfterIdleMs: 60_000,
      }),
    )
    engine = run.engine
    // As the dev server does when the browser asks for the page's HTML, before any content.
    engine.open('/blog/fresh')
    await engine.ready
    const shiki = await getHighlighter()
    // Its Go block was highlighted with no request for the body: the body was being compiled.
    await vi.waitFor(() => expect(shiki.getLoadedLanguages()).toContain('go'), 10_000)
    expect(await engine.get((await freshItem(engine)).bodyChunk)).toContain(`正文 ${token}`)
  }, 20_000)

  it('shows a save made while the full compile runs without waiting for it', async () => {
    const token = await fresh('一段话。')
    const blog = join(project.dir, 'content', 'zh', 'blog')
    for (let i = 0; i < 300; i++)
      await writeFile(
        join(blog, `many-${i}.md`),
        `---\ntitle: 第 ${i} 篇 ${token}\ndescription: 很多文章之一。\ndate: 2025-01-03\n---\n\n` +
          `## 一节\n\n${'一段写得比较长的正文。'.repeat(40)}\n\n\`\`\`ts\nconst n = ${i}\n\`\`\`\n`,
      )
    const run = start()
    engine = run.engine
    await engine.ready
    const path = join(blog, 'fresh.md')
    await writeFile(
      path,
      (await readFile(path, 'utf8')).replace('title: 新文章', 'title: 改过的文章'),
    )
    const saved = run.next()
    engine.touch('change', path)
    await saved
    // The save is served from sketches; the full compile's content comes after it.
    expect(await blogChunk(engine)).toContain('改过的文章')
    expect(run.seen.changed).toHaveLength(2)
    await vi.waitFor(() => expect(run.seen.changed).toHaveLength(3), 30_000)
    expect(await blogChunk(engine)).toContain('改过的文章')
  }, 60_000)

  it('with a field wrong, reports it at once and every other problem right after', async () => {
    await fresh('[坏链接](/blog/hello#没有这一节)')
    await writeFile(
      join(project.dir, 'content', 'zh', 'blog', 'bad.md'),
      '---\ntitle: 坏日期\ndescription: 一篇。\ndate: 不是日期\n---\n正文\n',
    )
    const run = start()
    engine = run.engine
    await engine.ready
    expect(run.seen.problems[0]!.map((p) => p.file)).toEqual(['content/zh/blog/bad.md'])
    // Nothing is served, so the full compile does not wait for a page to ask for a body.
    await vi.waitFor(() => expect(run.seen.problems).toHaveLength(2), 10_000)
    expect(run.seen.problems[1]!.map((p) => p.file).sort()).toEqual([
      'content/zh/blog/bad.md',
      'content/zh/blog/fresh.md',
    ])
  })

  it('reports the links the sketches could not check once the full compile has run', async () => {
    await fresh('[坏链接](/blog/hello#没有这一节)')
    const run = start()
    engine = run.engine
    await engine.ready
    expect(await engine.problems()).toBeUndefined()
    const reported = run.next()
    await engine.get((await freshItem(engine)).bodyChunk)
    await reported
    expect(run.seen.problems[0]![0]).toMatchObject({ file: 'content/zh/blog/fresh.md', line: 11 })
    expect(run.seen.problems[0]![0]!.message).toContain('没有这一节')
  })
})

describe('the warm-up after a start', () => {
  const article = (title: string, lang: string, code: string) =>
    `---\ntitle: ${title}\ndescription: 一篇带代码的文章。\ndate: 2025-01-03\n---\n\n` +
    `${'这段正文写得长一些，这样它就不是最短的一篇。'.repeat(12)}\n\n\`\`\`${lang}\n${code}\n\`\`\`\n`

  it("warms the open page's code languages at once, and the others only once the author is idle", async () => {
    const blog = join(project.dir, 'content', 'zh', 'blog')
    await writeFile(join(blog, 'go.md'), article('Go', 'go', 'package main\n\nfunc main() {}'))
    await writeFile(join(blog, 'rust.md'), article('Rust', 'rust', 'fn main() {}'))
    const quiet = { changed() {}, problems() {}, failed() {} }
    // A first start compiles everything (highlighting both) into the compile cache; the start
    // under test is a later one, with modules (and Shiki) loaded afresh, as a new `npm run dev`.
    const first = devContentEngine(project.dir, quiet)
    await first.ready
    await first.close()
    vi.resetModules()
    const { devContentEngine: start } = await import('./dev-content-engine.ts')
    const { getHighlighter } = await import('./markdown/rehype-shiki.ts')
    engine = start(project.dir, quiet, { warmAfterBodyMs: 0, restAfterIdleMs: 400 })
    const started = engine
    await started.ready
    const items = JSON.parse(await blogChunk(started)) as { path: string; bodyChunk: string }[]
    const shiki = await getHighlighter()
    expect(shiki.getLoadedLanguages()).not.toContain('go')

    // The author's page shows the Go article and keeps asking for content (saves do the same).
    const busy = setInterval(() => void started.get('manifest.json'), 100)
    try {
      await started.get(items.find((item) => item.path === '/blog/go')!.bodyChunk)
      await vi.waitFor(() => expect(shiki.getLoadedLanguages()).toContain('go'), 10_000)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      expect(shiki.getLoadedLanguages()).not.toContain('rust')
    } finally {
      clearInterval(busy)
    }
    await vi.waitFor(() => expect(shiki.getLoadedLanguages()).toContain('rust'), 10_000)
  })
})
