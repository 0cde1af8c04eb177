import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadFixture } from '../../../test/support/fixture-fs.ts'
import { compileContent } from './compile.ts'
import type { PersistentCache } from './persistent-cache.ts'
import { compileCacheRoot, diskCompileCache } from './compile-cache-fs.ts'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

/** A disk cache that counts its hits and writes. */
async function countingCache() {
  const root = await mkdtemp(join(tmpdir(), 'compile-cache-'))
  dirs.push(root)
  const disk = await diskCompileCache(root)
  const counts = { hits: 0, writes: 0 }
  const cache: PersistentCache = {
    get: async (path, key) => {
      const hit = await disk.get(path, key)
      if (hit) counts.hits++
      return hit
    },
    set: async (path, key, result) => {
      counts.writes++
      await disk.set(path, key, result)
    },
    readMemo: disk.readMemo,
    writeMemo: disk.writeMemo,
  }
  return { cache, counts }
}

describe('diskCompileCache', () => {
  it('lets a new process reuse every unchanged file and compile only the changed one', async () => {
    const { cache, counts } = await countingCache()
    const first = await compileContent(await loadFixture(), new Map(), { persistent: cache })
    expect(first.ok).toBe(true)
    const compiled = counts.writes
    expect(compiled).toBeGreaterThan(0)
    expect(counts.hits).toBe(0)

    // A fresh in-memory cache stands for the next `npm run build`.
    const again = await compileContent(await loadFixture(), new Map(), { persistent: cache })
    expect(counts.hits).toBe(compiled)
    expect(counts.writes).toBe(compiled)
    if (first.ok && again.ok)
      for (const [name, text] of first.artifact.files)
        expect(again.artifact.files.get(name), name).toBe(text)

    const input = await loadFixture()
    const article = input.content.find((f) => f.path === 'content/en/blog/hello.md')!
    article.bytes = new TextEncoder().encode(
      new TextDecoder().decode(article.bytes).replace('Hello', 'Hello again'),
    )
    await compileContent(input, new Map(), { persistent: cache })
    expect(counts.writes).toBe(compiled + 1)
  })

  it(
    'deletes the entries of other compiler versions when it opens',
    { timeout: 20_000 },
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'compile-cache-'))
      dirs.push(root)
      const stale = join(compileCacheRoot(root), '0123456789abcdef')
      await mkdir(stale, { recursive: true })
      await writeFile(join(stale, 'entry.json'), '{}')
      const disk = await diskCompileCache(root)
      await expect.poll(() => readdir(compileCacheRoot(root)), { timeout: 10_000 }).toHaveLength(1)
      // What is left is this compiler's own folder, and it works.
      expect(await readdir(compileCacheRoot(root))).not.toContain('0123456789abcdef')
      await disk.set('content/en/blog/x.md', 'k', {
        problems: [],
        references: [],
        anchors: new Set(['top']),
      })
      expect((await disk.get('content/en/blog/x.md', 'k'))?.anchors).toEqual(new Set(['top']))
    },
  )

  it('keeps one memo per name, and takes one it cannot read for none', async () => {
    const root = await mkdtemp(join(tmpdir(), 'compile-cache-'))
    dirs.push(root)
    const disk = await diskCompileCache(root)
    expect(disk.readMemo('related-en')).toBeUndefined()
    const lists = { key: 'k', value: { '/en/blog/a': ['/en/blog/b'] } }
    disk.writeMemo('related-en', lists)
    expect(disk.readMemo('related-en')).toEqual(lists)
    disk.writeMemo('related-en', { ...lists, key: 'k2' })
    expect(disk.readMemo('related-en')).toMatchObject({ key: 'k2' })
    // Cut short (a disk that filled up): the lists are scored again rather than the build failing.
    const [folder] = await readdir(compileCacheRoot(root))
    await writeFile(join(compileCacheRoot(root), folder!, 'related-en.memo.json'), '{"key":')
    expect(disk.readMemo('related-en')).toBeUndefined()
  })
})
