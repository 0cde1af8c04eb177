import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SearchSection } from '../content/artifact.ts'
import { searchIndexText } from './search-index-text.ts'
import { searchIndexTextWithTokens, searchTokensFolder, tokensFile } from './search-tokens-fs.ts'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))
const newTokensFile = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'search-tokens-'))
  dirs.push(dir)
  return join(dir, 'zh.json')
}

const sections = (last: string) =>
  JSON.stringify([
    {
      id: '/blog/a',
      title: '静态网站和博客',
      titles: [],
      content: '部署以后几乎不需要维护。',
      level: 1,
    },
    {
      id: '/blog/a#b',
      title: '字体子集',
      titles: ['静态网站和博客'],
      content: 'Ｒｅａｃｔ 与 Vite 3',
      level: 2,
    },
    { id: '/blog/c', title: '最后一篇', titles: [], content: last, level: 1 },
  ] satisfies SearchSection[])

const keys = async (file: string) => Object.keys(JSON.parse(await readFile(file, 'utf8')) as object)

describe('searchIndexTextWithTokens', () => {
  it('makes the index tokenizing afresh makes, and again from the kept tokens', async () => {
    const file = await newTokensFile()
    const json = sections('中文排版里，标点挤压经常被忽略。')
    expect(await searchIndexTextWithTokens(json, file)).toBe(searchIndexText(json))
    expect((await keys(file)).length).toBeGreaterThan(3)
    expect(await searchIndexTextWithTokens(json, file)).toBe(searchIndexText(json))
  })

  it('reads the kept tokens instead of tokenizing', async () => {
    const file = await newTokensFile()
    const json = sections('中文排版')
    await searchIndexTextWithTokens(json, file)
    const kept = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>
    const key = Object.keys(kept).find((k) => kept[k]!.includes('排版'))!
    await writeFile(file, JSON.stringify({ ...kept, [key]: 'kept tokens' }))
    const index = await searchIndexTextWithTokens(json, file)
    expect(index).toContain('"kept"')
    expect(index).not.toBe(searchIndexText(json))
  })

  it('keeps only the texts the last index had', async () => {
    const file = await newTokensFile()
    await searchIndexTextWithTokens(sections('第一版的正文'), file)
    const before = await keys(file)
    await searchIndexTextWithTokens(sections('第二版的正文'), file)
    const after = await keys(file)
    expect(after).toHaveLength(before.length)
    expect(after.filter((k) => !before.includes(k))).toHaveLength(1)
  })

  it('tokenizes again when the kept file is not whole', async () => {
    const file = await newTokensFile()
    await writeFile(file, '{"half')
    const json = sections('写了一半')
    expect(await searchIndexTextWithTokens(json, file)).toBe(searchIndexText(json))
  })
})

describe('searchTokensFolder', () => {
  it("names a locale's file in a folder of this tokenizer and ICU, and deletes the others", async () => {
    const root = await mkdtemp(join(tmpdir(), 'search-tokens-root-'))
    dirs.push(root)
    const old = join(root, 'node_modules', '.cache', 'search-tokens', 'older-icu')
    await mkdir(old, { recursive: true })
    const file = tokensFile(await searchTokensFolder(root), 'zh')
    expect(file.endsWith('zh.json')).toBe(true)
    await expect(readFile(join(old, 'zh.json'))).rejects.toThrow()
    expect(await readdir(join(root, 'node_modules', '.cache', 'search-tokens'))).toHaveLength(1)
  })
})
