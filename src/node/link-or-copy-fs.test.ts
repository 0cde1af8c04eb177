import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { folderMaker, linkOrCopySync, writeAsideSync } from './link-or-copy-fs.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'link-or-copy-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('linkOrCopySync', () => {
  it('links the file, so no bytes are written twice', async () => {
    await writeFile(join(dir, 'card.png'), 'png bytes')
    linkOrCopySync(join(dir, 'card.png'), join(dir, 'linked.png'))
    expect(await readFile(join(dir, 'linked.png'), 'utf8')).toBe('png bytes')
    expect((await stat(join(dir, 'linked.png'))).ino).toBe((await stat(join(dir, 'card.png'))).ino)
  })

  it('copies where a link cannot be made, and fails on a missing source', async () => {
    await writeFile(join(dir, 'card.png'), 'png bytes')
    await writeFile(join(dir, 'taken.png'), 'old')
    // A link onto an existing name fails (EEXIST); the copy replaces it.
    linkOrCopySync(join(dir, 'card.png'), join(dir, 'taken.png'))
    expect(await readFile(join(dir, 'taken.png'), 'utf8')).toBe('png bytes')
    expect(() => linkOrCopySync(join(dir, 'gone.png'), join(dir, 'x.png'))).toThrow(/ENOENT/)
  })

  it('links, copies where a link cannot be made, and fails on a missing source', async () => {
    await writeFile(join(dir, 'page.html'), '<html>')
    linkOrCopySync(join(dir, 'page.html'), join(dir, 'linked.html'))
    expect((await stat(join(dir, 'linked.html'))).ino).toBe(
      (await stat(join(dir, 'page.html'))).ino,
    )
    await writeFile(join(dir, 'taken.html'), 'old')
    linkOrCopySync(join(dir, 'page.html'), join(dir, 'taken.html'))
    expect(await readFile(join(dir, 'taken.html'), 'utf8')).toBe('<html>')
    expect(() => linkOrCopySync(join(dir, 'gone.html'), join(dir, 'x.html'))).toThrow(/ENOENT/)
  })
})

describe('folderMaker', () => {
  it('makes the nested folder of each file, once per folder', async () => {
    const ensure = folderMaker()
    const file = join(dir, 'og', 'en', 'a.png')
    ensure(file)
    await writeFile(file, 'png')
    // A second file of the same folder: no second mkdir, so a folder removed meanwhile stays so.
    await rm(join(dir, 'og'), { recursive: true })
    ensure(join(dir, 'og', 'en', 'b.png'))
    await expect(stat(join(dir, 'og'))).rejects.toThrow(/ENOENT/)
    ensure(join(dir, 'og', 'zh', 'c.png'))
    expect((await stat(join(dir, 'og', 'zh'))).isDirectory()).toBe(true)
  })
})

describe('writeAsideSync', () => {
  it('replaces a file another build has linked, leaving that build its old bytes', async () => {
    const cached = join(dir, 'variant.webp')
    const published = join(dir, 'published.webp')
    await writeFile(cached, 'old')
    linkOrCopySync(cached, published)
    writeAsideSync(cached, 'new')
    expect(await readFile(cached, 'utf8')).toBe('new')
    expect(await readFile(published, 'utf8')).toBe('old')
    // Nothing is left aside.
    expect((await readdir(dir)).sort()).toEqual(['published.webp', 'variant.webp'])
  })
})
