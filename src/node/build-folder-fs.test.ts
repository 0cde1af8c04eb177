import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import {
  buildFolder,
  leftoverFolders,
  removeInBackground,
  replacedFolder,
} from './build-folder-fs.ts'

const temp: string[] = []
afterAll(() => Promise.all(temp.map((dir) => rm(dir, { recursive: true, force: true }))))

async function tree(dir: string) {
  await mkdir(join(dir, 'blog', 'post'), { recursive: true })
  await writeFile(join(dir, 'index.html'), '<h1>old</h1>')
  await writeFile(join(dir, 'blog', 'post', 'index.html'), '<h1>post</h1>')
}

describe('removeInBackground', () => {
  it('deletes the folders in another process, after returning', { timeout: 20_000 }, async () => {
    const root = await mkdtemp(join(tmpdir(), 'remove-later-'))
    temp.push(root)
    const a = join(root, 'dist.old-1')
    const b = join(root, 'dist.tmp-2')
    await Promise.all([tree(a), tree(b)])
    removeInBackground([a, b])
    await vi.waitFor(() => expect(existsSync(a) || existsSync(b)).toBe(false), {
      timeout: 15_000,
      interval: 50,
    })
    expect(existsSync(root)).toBe(true)
  })
})

describe('leftoverFolders', () => {
  it('finds replaced folders and build folders of dead processes, not live builds', async () => {
    const root = await mkdtemp(join(tmpdir(), 'leftovers-'))
    temp.push(root)
    const dist = join(root, 'dist')
    // A pid no process has: above Linux's default pid_max.
    const dead = 4_194_999
    const folders = {
      dist,
      replaced: replacedFolder(dist, 123),
      ours: buildFolder(dist),
      killed: buildFolder(dist, dead),
      ssr: `${buildFolder(dist)}-ssr`,
      other: join(root, 'distant.old-5'),
    }
    await Promise.all(Object.values(folders).map((dir) => mkdir(dir)))
    expect(leftoverFolders(dist).sort()).toEqual([folders.replaced, folders.killed].sort())
  })

  it('finds nothing when the parent folder does not exist', () => {
    expect(leftoverFolders(join(tmpdir(), 'no-such-folder-here', 'dist'))).toEqual([])
  })
})
