import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Artifact } from '../compile/compile.ts'
import { imagesOutDir } from '../images/images-out-dir.ts'
import { writeArtifact, writeImages } from './write-artifact-fs.ts'

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
  images: new Map(),
} as unknown as Artifact

describe('writeArtifact', () => {
  it('links the content files the live build has unchanged, and writes the rest', async () => {
    const live = join(dir, 'dist')
    const out = join(dir, 'dist.tmp')
    await mkdir(join(live, '_content', 'body'), { recursive: true })
    // The same size as the new one: only its name keeps it from being linked.
    await writeFile(join(live, '_content', 'manifest.json'), '{"contentHash":"old"}')
    await writeFile(join(live, '_content', body), '{"body":"未改的文章"}')
    // Same name, other text (edited by hand in dist/): not carried over.
    await writeFile(join(live, '_content', edited), '{"body":"手改"}')
    writeArtifact(out, artifact, live)

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
    writeArtifact(out, artifact, join(dir, 'missing'))
    for (const [name, text] of artifact.files)
      expect(await readFile(join(out, '_content', name), 'utf8')).toBe(text)
  })
})

describe('writeImages', () => {
  it('copies the variants into _images/ once the image build has written them', async () => {
    const made = imagesOutDir(dir)
    let finish!: () => void
    const withImages = {
      ...artifact,
      images: new Map([
        [
          '/images/a.webp',
          {
            src: '/images/a.webp',
            width: 640,
            height: 480,
            variants: [{ src: '/_images/a-320.0123abcd.webp', width: 320 }],
          },
        ],
      ]),
      // The encoder writes the file only after writeImages has started waiting.
      imagesWritten: new Promise<void>((resolve) => (finish = resolve)),
    } as unknown as Artifact
    const out = join(dir, 'out')
    const copying = writeImages(dir, out, withImages)
    await mkdir(made, { recursive: true })
    await writeFile(join(made, 'a-320.0123abcd.webp'), 'pixels')
    finish()
    await copying
    expect(await readFile(join(out, '_images', 'a-320.0123abcd.webp'), 'utf8')).toBe('pixels')
  })

  it('fails when the image build failed', async () => {
    const failed = { ...artifact, imagesWritten: Promise.reject(new Error('not an image')) }
    await expect(writeImages(dir, join(dir, 'out'), failed as Artifact)).rejects.toThrow(
      'not an image',
    )
  })
})
