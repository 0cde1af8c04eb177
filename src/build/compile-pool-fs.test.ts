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
  it('compiles files on its workers exactly as this thread does', { timeout: 60_000 }, async () => {
    const pool = compilePool()
    try {
      const away = await Promise.all(
        [1, 2, 3].map((n) =>
          pool.compile(article.replace('Pools', `Pools ${n}`), 'content/en/blog/pools.md', info),
        ),
      )
      expect(away.map((r) => r.compiled!.item.title)).toEqual(['Pools 1', 'Pools 2', 'Pools 3'])
      const here = await compileFile(
        article.replace('Pools', 'Pools 1'),
        'content/en/blog/pools.md',
        info,
      )
      const withoutBody = (r: typeof here) => ({
        ...r,
        compiled: { ...r.compiled!, body: undefined },
      })
      expect(withoutBody(away[0]!)).toEqual(withoutBody(here))
      // The body arrives unparsed (lazy-body.ts) and parses to the same tree.
      expect(away[0]!.compiled!.body).toEqual(here.compiled!.body)
      expect(away[0]!.anchors).toBeInstanceOf(Set)
    } finally {
      await pool.close()
    }
  })
})

describe('compileContent with offload', () => {
  it('sends every file past the first ones there, a few at a time, with the same artifact', async () => {
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
    const offload = {
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
    // This thread compiled the first ones only.
    expect(sent).toBe(compiled - offloadAfter)
    expect(mostWaiting).toBe(capacity)
    expect(here.ok && shared.ok).toBe(true)
    if (here.ok && shared.ok)
      expect(shared.artifact.manifest.contentHash).toBe(here.artifact.manifest.contentHash)
    // A failing worker fails the build, with its error: nothing compiles a second way.
    const broken = { compile: () => Promise.reject(new Error('worker gone')), capacity }
    await expect(
      compileContent(input, new Map(), { today: '2100-01-01', offload: broken }),
    ).rejects.toThrow('worker gone')
  }, 120_000)
})
