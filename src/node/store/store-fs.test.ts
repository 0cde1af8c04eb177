import { mkdtemp, mkdir, readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { busyMinutes, openStore, packageVersions, storeDir, storeKey } from './store-fs.ts'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

async function project() {
  const root = await mkdtemp(join(tmpdir(), 'store-'))
  dirs.push(root)
  return root
}

/** Makes an entry look as if it was last written `minutes` ago. */
async function age(path: string, minutes: number) {
  const then = new Date(Date.now() - minutes * 60_000)
  await utimes(path, then, then)
}

describe('storeKey', () => {
  it('changes with any input and with where one input ends and the next begins', () => {
    expect(storeKey('a', 'b')).toBe(storeKey('a', 'b'))
    expect(storeKey('a', 'b')).not.toBe(storeKey('a', 'c'))
    expect(storeKey('ab', 'c')).not.toBe(storeKey('a', 'bc'))
    expect(storeKey(new TextEncoder().encode('a'))).toBe(storeKey('a'))
  })

  it('says which version of each library made an output, and when one is missing', async () => {
    const root = await project()
    await mkdir(join(root, 'node_modules', 'lib'), { recursive: true })
    await writeFile(join(root, 'node_modules', 'lib', 'package.json'), '{"version":"1.2.3"}')
    expect(packageVersions(root, ['lib', 'gone'])).toBe('lib@1.2.3 gone@none')
  })
})

describe('openStore', () => {
  it('keeps what one build wrote for the next, and counts what it saved', async () => {
    const root = await project()
    const store = openStore(root)
    expect(store.read('cards', 'k1')).toBeUndefined()
    expect(store.has('cards', 'k1')).toBe(false)
    store.write('cards', 'k1', 'png bytes')
    expect(store.read('cards', 'k1')?.toString()).toBe('png bytes')
    expect(store.has('cards', 'k1')).toBe(true)
    expect(store.takeCounts().cards).toEqual({ reused: 0, made: 1 })
    // The next build's counts start afresh.
    store.read('cards', 'k1')
    expect(store.takeCounts()).toEqual({ cards: { reused: 1, made: 0 } })

    const out = join(root, 'dist', 'card.png')
    await mkdir(join(root, 'dist'))
    expect(store.linkOut('cards', 'k1', out)).toBe(true)
    expect(await readFile(out, 'utf8')).toBe('png bytes')
    expect(store.linkOut('cards', 'missing', join(root, 'dist', 'x.png'))).toBe(false)
    expect(await readdir(join(storeDir(root), 'cards'))).toEqual(['k1'])
  })

  it('keeps a folder whole and gives it back', async () => {
    const root = await project()
    const store = openStore(root)
    const built = join(root, 'built')
    await mkdir(join(built, 'assets'), { recursive: true })
    await writeFile(join(built, 'assets', 'app.js'), 'code')
    expect(store.folder('app', 'client-1')).toBeUndefined()
    await store.keepFolder('app', 'client-1', built)
    const kept = store.folder('app', 'client-1')!
    expect(await readFile(join(kept, 'assets', 'app.js'), 'utf8')).toBe('code')
  })

  it('prunes what this build did not use once it is older than a build beside it could be', async () => {
    const root = await project()
    const store = openStore(root)
    store.write('compiled', 'used', 'a')
    const folder = join(storeDir(root), 'compiled')
    await writeFile(join(folder, 'stale'), 'b')
    await writeFile(join(folder, 'fresh'), 'c')
    await age(join(folder, 'stale'), busyMinutes + 1)
    await age(join(folder, 'used'), busyMinutes + 60)
    await mkdir(join(storeDir(root), 'images'))
    await writeFile(join(storeDir(root), 'images', 'untouched-kind'), 'd')
    await age(join(storeDir(root), 'images', 'untouched-kind'), busyMinutes + 1)
    await store.prune()
    expect((await readdir(folder)).sort()).toEqual(['fresh', 'used'])
    // A kind this build never asked for (a build without images) keeps its entries.
    expect(await readdir(join(storeDir(root), 'images'))).toEqual(['untouched-kind'])
  })

  it('marks a kept folder as in use when it is read, so a build beside it does not prune it', async () => {
    const root = await project()
    const store = openStore(root)
    const built = join(root, 'built')
    await mkdir(built)
    await store.keepFolder('app', 'ssr-1', built)
    await age(store.path('app', 'ssr-1'), busyMinutes + 1)
    store.folder('app', 'ssr-1')
    expect((await stat(store.path('app', 'ssr-1'))).mtimeMs).toBeGreaterThan(Date.now() - 60_000)
  })
})
