import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SearchSection } from '../content/artifact.ts'
import { searchIndexName } from './emit.ts'
import { searchIndexCacheDir } from './search-index-cache-fs.ts'
import { searchIndexMaker } from './search-index-fs.ts'
import { searchIndexText } from './search-index-text.ts'

const sectionsJson = (words: string) =>
  JSON.stringify([
    { id: '/a', title: 'Cache', titles: [], content: `Index ${words}`, level: 1 },
    { id: '/a#b', title: '缓存', titles: ['Cache'], content: '搜索索引', level: 2 },
  ] satisfies SearchSection[])
const zh = sectionsJson('zh')
const en = sectionsJson('en')

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))
const project = async () => {
  const root = await mkdtemp(join(tmpdir(), 'search-index-'))
  dirs.push(root)
  return root
}

/** One build: both locales asked for, then closed, as compileProject does. */
async function build(root: string, zhJson = zh, enJson = en) {
  const maker = searchIndexMaker(root)
  const names = [searchIndexName('zh', zhJson), searchIndexName('en', enJson)] as const
  const texts = await Promise.all([
    maker.make('zh', zhJson, names[0]),
    maker.make('en', enJson, names[1]),
  ])
  await maker.close()
  return { names, texts }
}

const cached = async (root: string) =>
  (await readdir(searchIndexCacheDir(root), { recursive: true })).filter((f) => f.endsWith('.json'))

describe('searchIndexMaker', () => {
  it('makes missing indexes, then reads them from the cache', async () => {
    const root = await project()
    const first = await build(root)
    expect(first.texts).toEqual([searchIndexText(zh), searchIndexText(en)])
    // What the next build returns is the kept file: a marked copy comes back as it is.
    const [file] = (await cached(root)).filter((f) => f.endsWith(first.names[0]))
    const path = join(searchIndexCacheDir(root), file!)
    const marked = JSON.stringify({ ...JSON.parse(await readFile(path, 'utf8')), kept: true })
    await writeFile(path, marked)
    const again = await build(root)
    expect(again.texts).toEqual([marked, first.texts[1]])
  })

  it('makes a corrupt cached index again, and keeps the whole one', async () => {
    const root = await project()
    const { names } = await build(root)
    const [file] = (await cached(root)).filter((f) => f.endsWith(names[0]))
    const path = join(searchIndexCacheDir(root), file!)
    const whole = await readFile(path, 'utf8')
    await writeFile(path, whole.slice(0, whole.length / 2))
    const again = await build(root)
    expect(again.texts[0]).toBe(searchIndexText(zh))
    expect(await readFile(path, 'utf8')).toBe(whole)
  })

  it('keeps only the indexes the last build named', async () => {
    const root = await project()
    const stale = join(searchIndexCacheDir(root), 'another-node', 'search-index.zh.0.json')
    await mkdir(join(stale, '..'), { recursive: true })
    await writeFile(stale, '{}')
    const first = await build(root)
    const edited = sectionsJson('edited')
    const second = await build(root, edited)
    expect(second.names[0]).not.toBe(first.names[0])
    expect(second.names[1]).toBe(first.names[1])
    expect((await cached(root)).map((f) => f.split(/[/\\]/).pop()).sort()).toEqual(
      [...second.names].sort(),
    )
  })

  it('prunes nothing when no index was asked for (a failed compile)', async () => {
    const root = await project()
    await build(root)
    await searchIndexMaker(root).close()
    expect(await cached(root)).toHaveLength(2)
  })
})
