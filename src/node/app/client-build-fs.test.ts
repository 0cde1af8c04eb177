import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openStore } from '../store/store-fs.ts'
import { buildClient } from './client-build-fs.ts'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

describe('buildClient', () => {
  it('copies the build the store kept for the same app instead of building', async () => {
    // No project here: a build would fail, so passing shows the kept build was used.
    const root = await mkdtemp(join(tmpdir(), 'client-build-'))
    dirs.push(root)
    const built = join(root, 'built')
    await mkdir(join(built, 'assets'), { recursive: true })
    await writeFile(join(built, 'assets', 'app.js'), 'app')
    const store = openStore(root)
    await store.keepFolder('app', 'client-key', built)
    store.takeCounts()

    const temp = join(root, 'dist.building')
    await mkdir(temp)
    await writeFile(join(temp, 'stale.txt'), 'from a failed build')
    expect(await buildClient(root, temp, 'client-key')).toBe(true)
    expect(await readdir(temp)).toEqual(['assets'])
    expect(await readFile(join(temp, 'assets', 'app.js'), 'utf8')).toBe('app')
    expect(store.takeCounts().app).toEqual({ reused: 1, made: 0 })
  })
})
