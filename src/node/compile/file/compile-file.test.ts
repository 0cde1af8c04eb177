import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { compileFile, type ItemInfo } from './compile-file.ts'

const info: ItemInfo = {
  base: 'blogs',
  locale: 'en',
  collection: 'blogs_en',
  language: 'en-US',
  stem: 'blog/old',
  extension: 'md',
  path: '/en/blog/old',
}
const article = (frontMatter: string) =>
  `---\ntitle: Old\ndescription: An old article.\ndate: 2024-04-12\n${frontMatter}---\n\nText.\n`

describe('compileFile: an article last update', () => {
  it('is the date of the file history when the article does not write one', async () => {
    const { compiled } = await compileFile(
      article(''),
      'content/en/blog/old.md',
      info,
      undefined,
      '2026-11-22',
    )
    expect(compiled?.item.updated).toBe('2026-11-22')
  })

  it('is the front matter `updated` when written: a later commit does not reset it', async () => {
    const { compiled, problems } = await compileFile(
      article('updated: 2024-10-08\n'),
      'content/en/blog/old.md',
      info,
      undefined,
      '2026-11-22',
    )
    expect(problems).toEqual([])
    expect(compiled?.item.updated).toBe('2024-10-08')
    expect(compiled?.item.meta).toEqual({})
  })
})

describe('compileFile: a title cut into phrases', () => {
  const titled = (title: string) =>
    `---\ntitle: ${title}\ndescription: 一篇文章。\ndate: 2024-04-12\n---\n\n正文。\n`

  it('is stored beside the title of a Chinese page, the title left as written', async () => {
    const zh = { ...info, locale: 'zh', collection: 'blogs', language: 'zh-CN', path: '/blog/old' }
    const { compiled } = await compileFile(
      titled('把服务器端渲染搬到构建时'),
      'content/zh/blog/old.md',
      zh,
    )
    expect(compiled?.item.title).toBe('把服务器端渲染搬到构建时')
    const phrases = compiled?.item.titlePhrases as string[]
    expect(phrases.join('')).toBe('把服务器端渲染搬到构建时')
    expect(phrases).toContain('服务器')
    expect(compiled?.body?.toc).toEqual([])
  })

  it('is absent on English pages and where the title is one phrase', async () => {
    const en = await compileFile(titled('把服务器端渲染搬到构建时'), 'content/en/blog/old.md', info)
    expect(en.compiled?.item).not.toHaveProperty('titlePhrases')
    const zh = { ...info, locale: 'zh', collection: 'blogs', language: 'zh-CN', path: '/blog/old' }
    const short = await compileFile(titled('博客'), 'content/zh/blog/old.md', zh)
    expect(short.compiled?.item).not.toHaveProperty('titlePhrases')
  })
})

describe('compileFile: where an article body begins', () => {
  it('is just after the front matter, so its machine-readable copy is the body as written', async () => {
    const text = article('tags: [a]\n')
    const { compiled } = await compileFile(text, 'content/en/blog/old.md', info)
    expect(text.slice(compiled!.bodyStart)).toBe('\n\nText.\n')
  })
})

describe('compileFile: an English title and description', () => {
  const written = (title: string, description: string) =>
    `---\ntitle: '${title}'\ndescription: '${description}'\ndate: 2024-04-12\n---\n\nText.\n`

  it('get curly quotes and apostrophes, as the body does, and keep dashes as typed', async () => {
    const text = written(
      `What "static" doesn''t mean`,
      `Profiling with --cpu-prof: the build''s "hot" path`,
    )
    const { compiled } = await compileFile(text, 'content/en/blog/old.md', info)
    expect(compiled?.item.title).toBe('What “static” doesn’t mean')
    expect(compiled?.item.description).toBe('Profiling with --cpu-prof: the build’s “hot” path')
  })

  it('are left as written on a Chinese page, which sets its own marks', async () => {
    const zh = { ...info, locale: 'zh', collection: 'blogs', language: 'zh-CN', path: '/blog/old' }
    const text = written(`"静态"不是什么`, `站点的 "hot" 路径`)
    const { compiled } = await compileFile(text, 'content/zh/blog/old.md', zh)
    expect(compiled?.item.title).toBe('"静态"不是什么')
    expect(compiled?.item.description).toBe('站点的 "hot" 路径')
  })

  it('keep a spaced dash and a number’s unit on the line before them, in either language', async () => {
    const en = await compileFile(
      written('Fonts — small ones', 'Under 3 KB gzipped'),
      'content/en/blog/old.md',
      info,
    )
    expect(en.compiled?.item.title).toBe('Fonts\u00a0— small ones')
    expect(en.compiled?.item.description).toBe('Under 3\u00a0KB gzipped')
    const zh = { ...info, locale: 'zh', collection: 'blogs', language: 'zh-CN', path: '/blog/old' }
    const text = written('字体 — 小的', '压缩后不到 3 KB')
    const { compiled } = await compileFile(text, 'content/zh/blog/old.md', zh)
    expect(compiled?.item.title).toBe('字体 — 小的')
    expect(compiled?.item.description).toBe('压缩后不到 3\u00a0KB')
  })

  it('reach the prose of an English YAML page at any depth, and leave its addresses alone', async () => {
    const home = { ...info, base: 'index', collection: 'index_en', stem: 'index', extension: 'yml' }
    const yml = await readFile('content/en/index.yml', 'utf8')
    const { compiled, problems } = await compileFile(yml, 'content/en/index.yml', home as ItemInfo)
    expect(problems).toEqual([])
    const item = JSON.stringify(compiled?.item)
    expect(item).toContain('We’re a team of fewer than twenty')
    expect(item).toContain('"to":"/en/about"')
    expect(item).toContain('If your question isn’t here')
    expect(item).toContain('what’s included and what isn’t')
    expect(item).not.toMatch(/[a-z]'[a-z]/i)
  })
})
