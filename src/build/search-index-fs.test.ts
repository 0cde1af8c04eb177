import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SearchSection } from '../content/artifact.ts'
import { searchIndexName } from './emit.ts'
import { searchIndexCache, searchIndexCacheDir } from './search-index-cache-fs.ts'
import { searchIndexMaker, searchIndexWorker } from './search-index-fs.ts'
import { searchIndexText } from './search-index-text.ts'
import type { JobWorker } from './typescript-worker-fs.ts'

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

/** A stand-in worker on this thread that counts how often one is started. */
function counting() {
  const started = { count: 0 }
  const startWorker = (): JobWorker<string, string> => {
    started.count++
    return {
      run: async (json) => searchIndexText(json),
      pending: 0,
      dead: undefined,
      terminate: async () => {},
    }
  }
  return { started, startWorker }
}

/** One build: both locales asked for, then closed, as compileProject does. */
async function build(root: string, zhJson = zh, enJson = en) {
  const { started, startWorker } = counting()
  const maker = searchIndexMaker(root, { startWorker })
  const names = [searchIndexName('zh', zhJson), searchIndexName('en', enJson)] as const
  const texts = await Promise.all([
    maker.make('zh', zhJson, names[0]),
    maker.make('en', enJson, names[1]),
  ])
  await maker.close()
  return { names, texts, started: started.count }
}

const cached = async (root: string) =>
  (await readdir(searchIndexCacheDir(root), { recursive: true })).filter((f) => f.endsWith('.json'))

describe('searchIndexMaker', () => {
  it('makes missing indexes once, then reads them from the cache without a worker', async () => {
    const root = await project()
    const first = await build(root)
    expect(first.started).toBe(1)
    expect(first.texts).toEqual([searchIndexText(zh), searchIndexText(en)])
    const again = await build(root)
    expect(again.started).toBe(0)
    expect(again.texts).toEqual(first.texts)
  })

  it('makes a corrupt cached index again, and keeps the whole one', async () => {
    const root = await project()
    const { names } = await build(root)
    const [file] = (await cached(root)).filter((f) => f.endsWith(names[0]))
    const path = join(searchIndexCacheDir(root), file!)
    const whole = await readFile(path, 'utf8')
    await writeFile(path, whole.slice(0, whole.length / 2))
    const again = await build(root)
    expect(again.started).toBe(1)
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
    await searchIndexMaker(root, counting()).close()
    expect(await cached(root)).toHaveLength(2)
  })
})

describe('the search-index worker', () => {
  it('makes the same text as this thread', { timeout: 60_000 }, async () => {
    const worker = searchIndexWorker()
    try {
      expect(await worker.run(zh)).toBe(searchIndexText(zh))
    } finally {
      await worker.terminate()
    }
  })

  it('that cannot start leaves the index to this thread', { timeout: 60_000 }, async () => {
    const root = await project()
    let worker: JobWorker<string, string> | undefined
    const broken = new URL('./social-cards/crashing-worker.fixture.ts', import.meta.url)
    const maker = searchIndexMaker(root, {
      cache: searchIndexCache(root),
      startWorker: () => (worker = searchIndexWorker(broken)),
    })
    expect(await maker.make('zh', zh, searchIndexName('zh', zh))).toBe(searchIndexText(zh))
    await maker.close()
    expect(worker?.dead).toBeInstanceOf(Error)
  })
})
