import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { SearchSection } from '../content/artifact.ts'
import { searchIndexName } from './emit.ts'
import { searchIndexCache, searchIndexCacheDir } from './search-index-cache-fs.ts'
import { searchIndexMaker, searchIndexWorker } from './search-index-fs.ts'
import { searchIndexText } from './search-index-text.ts'
import type { SearchIndexJob } from './search-index-worker-fs.ts'
import { searchIndexTextWithTokens } from './search-tokens-fs.ts'
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
  const started = { count: 0, jobs: [] as SearchIndexJob[] }
  const startWorker = (): JobWorker<SearchIndexJob, string> => {
    started.count++
    return {
      // What the worker does (search-index-worker-fs.ts).
      run: async (job) => {
        started.jobs.push(job)
        return job.tokensFile
          ? searchIndexTextWithTokens(job.sectionsJson, job.tokensFile)
          : searchIndexText(job.sectionsJson)
      },
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
  return { names, texts, started: started.count, jobs: started.jobs }
}

const cached = async (root: string) =>
  (await readdir(searchIndexCacheDir(root), { recursive: true })).filter((f) => f.endsWith('.json'))

describe('searchIndexMaker', () => {
  it('makes missing indexes once, then reads them from the cache without a worker', async () => {
    const root = await project()
    const first = await build(root)
    expect(first.started).toBe(1)
    expect(first.texts).toEqual([searchIndexText(zh), searchIndexText(en)])
    // Each locale's tokens are kept for the next build that must make its index again. The two
    // jobs go out in whichever order their cache lookups answer.
    const kept = first.jobs.map((job) => job.tokensFile?.split(/[/\\]/).slice(-4))
    expect(kept.sort((a, b) => String(a?.[3]).localeCompare(String(b?.[3])))).toEqual([
      ['.cache', 'search-tokens', expect.any(String), 'en.json'],
      ['.cache', 'search-tokens', expect.any(String), 'zh.json'],
    ])
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
      expect(await worker.run({ sectionsJson: zh })).toBe(searchIndexText(zh))
      const tokensFile = join(await project(), 'zh.json')
      expect(await worker.run({ sectionsJson: zh, tokensFile })).toBe(searchIndexText(zh))
      expect(await readFile(tokensFile, 'utf8')).toContain('搜索 索索 索引')
    } finally {
      await worker.terminate()
    }
  })

  it('that cannot start leaves the index to this thread', { timeout: 60_000 }, async () => {
    const root = await project()
    let worker: JobWorker<SearchIndexJob, string> | undefined
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
