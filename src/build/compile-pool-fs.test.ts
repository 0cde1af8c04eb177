import { describe, expect, it } from 'vitest'
import { generateArticles } from '../../bench/corpus'
import { loadFixture } from '../../test/support/fixture-fs'
import { compileContent } from './compile.ts'
import { offloadAfter, offloadQueue } from './compile-options.ts'
import { compileFile } from './compile-file.ts'
import { compilePool } from './compile-pool-fs.ts'

const article = [
  '---',
  'title: Pools',
  'date: 2024-01-01',
  'description: One file compiled on a worker thread.',
  '---',
  '',
  '## Code',
  '',
  '```ts',
  'const answer = 42',
  '```',
  '',
].join('\n')
const info = {
  kind: 'item',
  base: 'blogs',
  locale: 'en',
  path: '/en/blog/pools',
  stem: 'blog/pools',
  extension: 'md',
} as unknown as Parameters<typeof compileFile>[2]

describe('compilePool', () => {
  it('compiles a file on a worker exactly as this thread does', { timeout: 60_000 }, async () => {
    const pool = compilePool({ size: 1 })
    try {
      const away = await pool.compile(article, 'content/en/blog/pools.md', info)
      const here = await compileFile(article, 'content/en/blog/pools.md', info)
      const withoutBody = (r: typeof here) => ({
        ...r,
        compiled: { ...r.compiled!, body: undefined },
      })
      expect(withoutBody(away)).toEqual(withoutBody(here))
      // The body arrives unparsed (lazy-body.ts) and parses to the same tree.
      expect(away.compiled!.body).toEqual(here.compiled!.body)
      expect(away.anchors).toBeInstanceOf(Set)
    } finally {
      await pool.close()
    }
  })

  it('rejects, instead of hanging, when its worker cannot start', { timeout: 60_000 }, async () => {
    const pool = compilePool({
      size: 1,
      module: new URL('./social-cards/crashing-worker.fixture.ts', import.meta.url),
    })
    await expect(pool.compile(article, 'content/en/blog/pools.md', info)).rejects.toThrow(
      /compile worker (crashed|exited)/,
    )
    await pool.close()
  })
})

describe('compileContent with offload', () => {
  it(
    'sends every file past the first ones there, a few at a time, with the same artifact',
    { timeout: 120_000 },
    async () => {
      const input = await loadFixture()
      for (const a of generateArticles(60)) {
        for (const locale of ['zh', 'en'] as const)
          input.content.push({
            path: `content/${locale}/blog/generated/${a.slug}.md`,
            bytes: new TextEncoder().encode(a[locale]),
          })
      }
      let [sent, waiting, mostWaiting] = [0, 0, 0]
      const capacity = 2 * offloadQueue
      // Files this thread had compiled when the workers were told to start, once per call.
      const starts: number[] = []
      const offload = {
        start: () => void starts.push(compiled),
        async compile(...args: Parameters<typeof compileFile>) {
          sent++
          mostWaiting = Math.max(mostWaiting, ++waiting)
          // A worker answers later than this thread would: a few turns of the event loop.
          await new Promise((resolve) => setTimeout(resolve, 5))
          const result = await compileFile(...args)
          waiting--
          return result
        },
        capacity,
      }
      // Every compiled file is stored: the count of files compiled, here or there.
      let compiled = 0
      const persistent = {
        get: () => Promise.resolve(undefined),
        set: () => Promise.resolve(void compiled++),
      }
      const here = await compileContent(input, new Map(), { today: '2100-01-01' })
      const shared = await compileContent(input, new Map(), {
        today: '2100-01-01',
        offload,
        persistent,
      })
      expect(compiled).toBeGreaterThan(offloadAfter + capacity)
      // This thread compiled the first ones only, while workers would be starting.
      expect(sent).toBe(compiled - offloadAfter)
      expect(mostWaiting).toBe(capacity)
      // The workers start as soon as the misses are known (the few files this thread compiled
      // meanwhile are the reads interleaving), not once its first 64 files are done.
      expect(starts).toHaveLength(1)
      expect(starts[0]).toBeLessThan(offloadAfter / 4)
      expect(here.ok && shared.ok).toBe(true)
      if (here.ok && shared.ok)
        expect(shared.artifact.manifest.contentHash).toBe(here.artifact.manifest.contentHash)
      // A failing worker costs time, not the build: the file is compiled here instead.
      let failed = 0
      const broken = {
        compile: () => (failed++, Promise.reject(new Error('worker gone'))),
        capacity,
      }
      const fallback = await compileContent(input, new Map(), {
        today: '2100-01-01',
        offload: broken,
      })
      expect(failed).toBeGreaterThan(0)
      // Files found in the cache start no worker: only `offloadAfter` misses do.
      starts.length = 0
      let misses = 0
      await compileContent(input, new Map(), {
        today: '2100-01-01',
        offload: { ...offload, compile: compileFile },
        persistent: {
          get: async (path, key) =>
            misses++ < offloadAfter
              ? undefined
              : await compileFile(key.split('\n').slice(2).join('\n'), path, info),
          set: () => Promise.resolve(),
        },
      })
      expect(starts).toEqual([])
      expect(fallback.ok && here.ok && fallback.artifact.manifest.contentHash).toBe(
        here.ok && here.artifact.manifest.contentHash,
      )
    },
  )

  it(
    'spreads files over its workers, each compiling as this thread does',
    { timeout: 60_000 },
    async () => {
      const pool = compilePool({ size: 2 })
      try {
        expect(pool.size).toBe(2)
        const results = await Promise.all(
          [1, 2, 3, 4].map((n) =>
            pool.compile(article.replace('Pools', `Pools ${n}`), 'content/en/blog/pools.md', info),
          ),
        )
        expect(results.map((r) => r.compiled!.item.title)).toEqual([
          'Pools 1',
          'Pools 2',
          'Pools 3',
          'Pools 4',
        ])
      } finally {
        await pool.close()
      }
    },
  )
})
