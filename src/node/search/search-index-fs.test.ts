import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SearchSection } from '../../shared/artifact.ts'
import { storeDir } from '../store/store-fs.ts'
import { searchIndexMaker } from './search-index-fs.ts'
import { searchFiles, searchMetaName } from './search-files.ts'

const sections = (words: string): SearchSection[] => [
  { id: '/a', title: 'Cache', titles: [], content: `Index ${words}`, level: 1 },
  { id: '/a#b', title: '缓存', titles: ['Cache'], content: '搜索索引', level: 2 },
]
const zh = sections('zh')
const en = sections('en')

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))
const project = async () => {
  const root = await mkdtemp(join(tmpdir(), 'search-index-'))
  dirs.push(root)
  return root
}

/** One build: both locales asked for, then closed, as compileProject does. */
async function build(root: string, zhSections = zh, enSections = en) {
  const maker = searchIndexMaker(root)
  const names = [
    searchMetaName('zh', JSON.stringify(zhSections)),
    searchMetaName('en', JSON.stringify(enSections)),
  ] as const
  const files = await Promise.all([
    maker.make({ locale: 'zh', chinese: true, sections: zhSections, name: names[0] }),
    maker.make({ locale: 'en', chinese: false, sections: enSections, name: names[1] }),
  ])
  await maker.close()
  return { names, files }
}

/** The store's folder of the kept set whose meta file is `name`. */
async function kept(root: string, name: string) {
  const sets = join(storeDir(root), 'search')
  const folder = (await readdir(sets)).find((key) => existsSync(join(sets, key, name)))
  return join(sets, folder!)
}

// Each build starts the maker's worker thread, which loads tsx and the search code: seconds.
describe('searchIndexMaker', { timeout: 60_000 }, () => {
  it('makes missing search files, then reads them from the store', async () => {
    const root = await project()
    const first = await build(root)
    expect(first.files).toEqual([
      searchFiles({ locale: 'zh', chinese: true, sections: zh, name: first.names[0] }),
      searchFiles({ locale: 'en', chinese: false, sections: en, name: first.names[1] }),
    ])
    // What the next build returns is the kept set: a marked meta file comes back as it is.
    const path = join(await kept(root, first.names[0]), first.names[0])
    const marked = JSON.stringify({ ...JSON.parse(await readFile(path, 'utf8')), kept: true })
    await writeFile(path, marked)
    const again = await build(root)
    expect(again.files[0]!.get(first.names[0])).toBe(marked)
    expect(again.files[1]).toEqual(first.files[1])
  })

  it('makes a set again when a file it names is missing or its meta file is cut short', async () => {
    const root = await project()
    const { names, files } = await build(root)
    const folder = await kept(root, names[0])
    const part = [...files[0]!.keys()].find((name) => name.startsWith('search-part'))!
    await rm(join(folder, part))
    const meta = join(folder, names[0])
    const whole = await readFile(meta, 'utf8')
    expect((await build(root)).files[0]).toEqual(files[0])
    expect(await readdir(folder)).toContain(part)
    await writeFile(meta, whole.slice(0, whole.length / 2))
    expect((await build(root)).files[0]).toEqual(files[0])
    expect(await readFile(meta, 'utf8')).toBe(whole)
  })

  it("makes a Chinese index with the last build's pinyin fields, and keeps only those used", async () => {
    const root = await project()
    await build(root)
    // One entry: the Chinese index's, none for English.
    const [entry, ...more] = await readdir(join(storeDir(root), 'pinyin'))
    expect(more).toEqual([])
    const file = join(storeDir(root), 'pinyin', entry!)
    const fields = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>
    // One field per text given pinyin (each title, titles list and content).
    expect(Object.keys(fields).length).toBeGreaterThan(0)
    // A field the build before kept is taken as it is, not made again: a marked one shows.
    const key = Object.keys(fields).find((k) => fields[k]!.includes('~suoyin'))!
    await writeFile(file, JSON.stringify({ [key]: '~marked', stale: '~gone' }))
    const edited = await build(root, sections('edited'))
    const part = [...edited.files[0]!].find(([name]) => name.startsWith('search-part'))![1]
    expect(part).toContain('~marked')
    expect(part).not.toContain('~suoyin')
    expect(Object.keys(JSON.parse(await readFile(file, 'utf8')) as object)).not.toContain('stale')
  })
})
