import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  eventOf,
  watchContentFolder,
  type ContentEvent,
  type ContentWatcher,
} from './content-watcher-fs.ts'

let dir: string
let watcher: ContentWatcher | undefined
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'content-watch-'))
  await mkdir(join(dir, 'zh', 'blog'), { recursive: true })
})
afterEach(async () => {
  await watcher?.close()
  watcher = undefined
  await rm(dir, { recursive: true, force: true })
})

describe('eventOf', () => {
  it('names an event by what is there now', async () => {
    await writeFile(join(dir, 'zh', 'blog', 'a.md'), '# A')
    expect(eventOf(join(dir, 'zh', 'blog', 'a.md'))).toBe('change')
    expect(eventOf(join(dir, 'zh', 'blog'))).toBe('addDir')
    expect(eventOf(join(dir, 'zh', 'blog', 'gone.md'))).toBe('unlink')
    expect(eventOf(join(dir, 'zh', 'gone-folder'))).toBe('unlinkDir')
  })
})

describe.each([
  ['Node’s recursive fs.watch', true],
  ['chokidar, the fallback', false],
])('watchContentFolder with %s', (_name, native) => {
  it('reports saves, new folders with their files, and deletions below the folder', async () => {
    const seen: [ContentEvent, string][] = []
    watcher = watchContentFolder(dir, (event, file) => void seen.push([event, file]), { native })
    await watcher.ready
    const saved = join(dir, 'zh', 'blog', 'saved.md')
    await writeFile(saved, '---\ntitle: 存\n---\n')
    await vi.waitFor(() =>
      expect(seen).toContainEqual([expect.stringMatching(/add|change/), saved]),
    )
    const folder = join(dir, 'en', 'blog')
    await mkdir(folder, { recursive: true })
    const inFolder = join(folder, 'new.md')
    await writeFile(inFolder, '# New')
    await vi.waitFor(() =>
      expect(seen).toContainEqual([expect.stringMatching(/add|change/), inFolder]),
    )
    await rm(saved)
    await vi.waitFor(() => expect(seen).toContainEqual(['unlink', saved]))
  })
})
