import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadFixture } from '../../../test/support/fixture-fs.ts'
import { compileContent } from './compile.ts'
import type { PersistentCache } from './persistent-cache.ts'
import { compileEntries, compilerFingerprint, diskCompileCache } from './compile-entry-fs.ts'
import { openStore, storeDir } from '../store/store-fs.ts'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

async function project() {
  const root = await mkdtemp(join(tmpdir(), 'compile-entry-'))
  dirs.push(root)
  return root
}

/** A cache that counts the hits and writes of `disk`. */
function counting(disk: PersistentCache) {
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
    const root = await project()
    const { cache, counts } = counting(await diskCompileCache(root))
    const first = await compileContent(await loadFixture(), new Map(), { persistent: cache })
    expect(first.ok).toBe(true)
    const compiled = counts.writes
    expect(compiled).toBeGreaterThan(0)
    expect(counts.hits).toBe(0)
    // One entry per compiled file, in the store's folder.
    expect(await readdir(join(storeDir(root), 'compiled'))).toHaveLength(compiled)

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

  it('compiles afresh for another compiler', async () => {
    const root = await project()
    const store = openStore(root)
    const before = counting(compileEntries(store, 'compiler-1'))
    await compileContent(await loadFixture(), new Map(), { persistent: before.cache })
    const after = counting(compileEntries(store, 'compiler-2'))
    await compileContent(await loadFixture(), new Map(), { persistent: after.cache })
    expect(after.counts.hits).toBe(0)
    expect(after.counts.writes).toBe(before.counts.writes)
  })

  it('names another compiler when a markdown library is another version', async () => {
    const [one, two] = [await project(), await project()]
    await mkdir(join(one, 'node_modules', 'shiki'), { recursive: true })
    await writeFile(join(one, 'node_modules', 'shiki', 'package.json'), '{"version":"3.0.0"}')
    expect(await compilerFingerprint(one)).toBe(await compilerFingerprint(one))
    expect(await compilerFingerprint(one)).not.toBe(await compilerFingerprint(two))
  })

  it('keeps one memo per name, and takes one it cannot read for none', async () => {
    const root = await project()
    const disk = await diskCompileCache(root)
    expect(disk.readMemo('related-en')).toBeUndefined()
    const lists = { key: 'k', value: { '/en/blog/a': ['/en/blog/b'] } }
    disk.writeMemo('related-en', lists)
    expect(disk.readMemo('related-en')).toEqual(lists)
    disk.writeMemo('related-en', { ...lists, key: 'k2' })
    expect(disk.readMemo('related-en')).toMatchObject({ key: 'k2' })
    // Cut short (a disk that filled up): the lists are scored again rather than the build failing.
    const [entry] = await readdir(join(storeDir(root), 'lists'))
    await writeFile(join(storeDir(root), 'lists', entry!), '{"key":')
    expect(disk.readMemo('related-en')).toBeUndefined()
  })
})
