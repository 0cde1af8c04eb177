import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeContent } from './write-artifact-fs.ts'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'write-artifact-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const body = 'body/1f2e3d4c.0123456789.json'
const edited = 'body/5a6b7c8d.abcdef0123.json'
const artifact = {
  files: new Map([
    ['manifest.json', '{"contentHash":"new"}'],
    [body, '{"body":"未改的文章"}'],
    [edited, '{"body":"改过的文章"}'],
  ]),
}

describe('writeContent', () => {
  it('links the content files the live build has unchanged, and writes the rest', async () => {
    const live = join(dir, 'dist')
    const out = join(dir, 'dist.tmp')
    await mkdir(join(live, '_content', 'body'), { recursive: true })
    // The same size as the new one: only its name keeps it from being linked.
    await writeFile(join(live, '_content', 'manifest.json'), '{"contentHash":"old"}')
    await writeFile(join(live, '_content', body), '{"body":"未改的文章"}')
    // Same name, other text (edited by hand in dist/): not carried over.
    await writeFile(join(live, '_content', edited), '{"body":"手改"}')
    writeContent(out, artifact.files, live)

    for (const [name, text] of artifact.files)
      expect(await readFile(join(out, '_content', name), 'utf8')).toBe(text)
    const inode = async (root: string, name: string) =>
      (await stat(join(root, '_content', name))).ino
    expect(await inode(out, body)).toBe(await inode(live, body))
    expect(await inode(out, edited)).not.toBe(await inode(live, edited))
    expect(await inode(out, 'manifest.json')).not.toBe(await inode(live, 'manifest.json'))
  })

  it('writes every file when there is no live build', async () => {
    const out = join(dir, 'first')
    writeContent(out, artifact.files, join(dir, 'missing'))
    for (const [name, text] of artifact.files)
      expect(await readFile(join(out, '_content', name), 'utf8')).toBe(text)
  })
})
