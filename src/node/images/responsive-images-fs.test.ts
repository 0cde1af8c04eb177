import { mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { asIsBitsPerPixel, planImages, readImageSizes } from './responsive-images-fs.ts'
import { encodeVariants, imagesFolder, linkVariants } from './image-variants-fs.ts'
import { openStore, storeDir } from '../store/store-fs.ts'

let dir: string
let outDir: string
let builds = 0
const srcs = ['/images/blog/wide.png', '/images/small.jpg', '/images/logo.svg']
const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 80">',
  '<rect width="120" height="80"/></svg>',
].join('')

const plain = (width: number, height: number, r: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'responsive-images-'))
  await mkdir(join(dir, 'public/images/blog'), { recursive: true })
  await plain(1600, 900, 10).png().toFile(join(dir, 'public/images/blog/wide.png'))
  await plain(500, 300, 10).jpeg().toFile(join(dir, 'public/images/small.jpg'))
  await writeFile(join(dir, 'public/images/logo.svg'), svg)
})
afterEach(() => rm(dir, { recursive: true, force: true }))

/**
 * One build's images, as the build makes them: planned, encoded into the store, then linked into a
 * fresh build folder. The counts say what the encoding did.
 */
async function processed(list: string[]) {
  const { images, variants } = await planImages(list, dir)
  const store = openStore(dir)
  const counts = await encodeVariants(store, variants)
  outDir = join(dir, `build-${++builds}`)
  linkVariants(store, outDir, variants)
  return { images, ...counts }
}

const file = (url: string) => join(outDir, imagesFolder, url.replace(/^\/_images\//, ''))

describe('planImages, encodeVariants and linkVariants', () => {
  it('writes webp variants at the standard widths, never upscaled', async () => {
    const { images, generated, reused } = await processed(srcs)
    const wide = images.get('/images/blog/wide.png')!
    expect(wide).toMatchObject({ src: '/images/blog/wide.png', width: 1600, height: 900 })
    expect(wide.variants.map((v) => v.width)).toEqual([320, 640, 768, 1024, 1280, 1536])
    expect(wide.variants[1]!.src).toMatch(/^\/_images\/blog\/wide-640\.[0-9a-f]{8}\.webp$/)
    const small = images.get('/images/small.jpg')!
    expect([small.width, small.height]).toEqual([500, 300])
    expect(small.variants.map((v) => v.width)).toEqual([320, 500])
    for (const variant of [...wide.variants, ...small.variants]) {
      const meta = await sharp(file(variant.src)).metadata()
      expect([meta.format, meta.width]).toEqual(['webp', variant.width])
    }
    expect(images.get('/images/logo.svg')).toEqual({
      src: '/images/logo.svg',
      width: 120,
      height: 80,
      variants: [],
    })
    expect([generated, reused]).toEqual([8, 0])
  })

  it('takes the variants an earlier build encoded from the store', async () => {
    const first = await processed(srcs)
    expect(await readdir(join(storeDir(dir), 'images'))).toHaveLength(8)
    const second = await processed(srcs)
    expect([second.generated, second.reused]).toEqual([0, 8])
    expect(second.images).toEqual(first.images)
    expect((await readdir(join(outDir, imagesFolder, 'blog'))).length).toBe(6)
    // Linked, not copied: the file in the build is the store's own.
    const variant = file(second.images.get('/images/small.jpg')!.variants[0]!.src)
    expect((await stat(variant)).nlink).toBeGreaterThan(1)
  })

  it('gives changed sources new names', async () => {
    const first = await processed(srcs)
    await plain(1600, 900, 90).png().toFile(join(dir, 'public/images/blog/wide.png'))
    const second = await processed(srcs)
    expect([second.generated, second.reused]).toEqual([6, 2])
    const names = (result: typeof first) =>
      result.images.get('/images/blog/wide.png')!.variants.map((v) => v.src)
    for (const [i, name] of names(second).entries()) expect(name).not.toBe(names(first)[i])
  })

  it('serves a lean webp at its own width as it is, and re-encodes one with metadata', async () => {
    const lean = join(dir, 'public/images/lean.webp')
    const tagged = join(dir, 'public/images/tagged.webp')
    await plain(700, 400, 10).webp({ quality: 75 }).toFile(lean)
    await plain(700, 400, 10)
      .webp({ quality: 75 })
      .withExif({ IFD0: { Artist: 'Lin' } })
      .toFile(tagged)
    const { images, generated, copied } = await processed([
      '/images/lean.webp',
      '/images/tagged.webp',
    ])
    const widths = (src: string) => images.get(src)!.variants.map((v) => v.width)
    expect(widths('/images/lean.webp')).toEqual([320, 640, 700])
    expect(widths('/images/tagged.webp')).toEqual([320, 640, 700])
    expect([generated, copied]).toEqual([5, 1])
    const full = (src: string) => readFile(file(images.get(src)!.variants[2]!.src))
    // Byte for byte the source; the one with EXIF leaves it behind.
    expect(Buffer.compare(await full('/images/lean.webp'), await readFile(lean))).toBe(0)
    expect((await sharp(await full('/images/tagged.webp')).metadata()).exif).toBeUndefined()
    // Named apart from an encoding of the same bytes at that width.
    expect(images.get('/images/lean.webp')!.variants[2]!.src).toMatch(
      /lean-700\.[0-9a-f]{8}\.webp$/,
    )
  })

  it('re-encodes a webp heavier than a variant would be', async () => {
    const heavy = join(dir, 'public/images/heavy.webp')
    const noisy = await sharp({
      create: {
        width: 300,
        height: 200,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .webp({ quality: 100 })
      .toBuffer()
    await writeFile(heavy, noisy)
    const { generated, copied } = await processed(['/images/heavy.webp'])
    expect((noisy.length * 8) / (300 * 200)).toBeGreaterThan(asIsBitsPerPixel)
    expect([generated, copied]).toEqual([1, 0])
  })

  it('skips missing and unknown images instead of failing', async () => {
    const { images } = await processed([
      '/images/small.jpg',
      '/images/gone.png',
      'https://example.com/x.png',
      '/images/small.jpg',
    ])
    expect([...images.keys()]).toEqual(['/images/small.jpg'])
    expect(images.get('/images/small.jpg')!.variants[0]!.src).toMatch(/^\/_images\/small-320\./)
  })

  it('measures and resizes a photo as displayed, after its EXIF rotation', async () => {
    const sideways = join(dir, 'public/images/sideways.jpg')
    await plain(500, 300, 10).jpeg().withMetadata({ orientation: 6 }).toFile(sideways)
    const { images } = await processed(['/images/sideways.jpg'])
    const meta = images.get('/images/sideways.jpg')!
    expect([meta.width, meta.height]).toEqual([300, 500])
    expect(meta.variants.map((v) => v.width)).toEqual([300])
    const out = await sharp(file(meta.variants[0]!.src)).metadata()
    expect([out.width, out.height]).toEqual([300, 500])
  })

  it('gives an image the dark-mode twin beside it, with variants of its own', async () => {
    await plain(1600, 900, 200).png().toFile(join(dir, 'public/images/blog/wide.dark.png'))
    const { images } = await processed(srcs)
    const dark = images.get('/images/blog/wide.png')!.dark!
    expect(dark).toMatchObject({ src: '/images/blog/wide.dark.png', width: 1600, height: 900 })
    expect(dark.variants[0]!.src).toMatch(/^\/_images\/blog\/wide\.dark-320\.[0-9a-f]{8}\.webp$/)
    expect((await sharp(file(dark.variants[0]!.src)).metadata()).width).toBe(320)
    // Only an image with a twin gets one.
    expect(images.get('/images/small.jpg')!.dark).toBeUndefined()
    const sizes = await readImageSizes(['/images/blog/wide.png'], dir)
    expect(sizes.get('/images/blog/wide.png')!.dark).toEqual({
      src: '/images/blog/wide.dark.png',
      width: 1600,
      height: 900,
      variants: [],
    })
  })

  it('fails a build whose variant was never made, naming it', async () => {
    const { variants } = await planImages(['/images/small.jpg'], dir)
    expect(() => linkVariants(openStore(dir), join(dir, 'build'), variants)).toThrow(
      variants[0]!.name,
    )
  })

  it('fails loudly, naming the file, on a broken image', async () => {
    await writeFile(join(dir, 'public/images/broken.png'), 'not a png')
    await expect(processed(['/images/broken.png'])).rejects.toThrow('/images/broken.png')
  })
})

describe('readImageSizes', () => {
  it('reads sizes without writing anything', async () => {
    const images = await readImageSizes([...srcs, '/images/gone.png'], dir)
    expect(images.get('/images/blog/wide.png')).toEqual({
      src: '/images/blog/wide.png',
      width: 1600,
      height: 900,
      variants: [],
    })
    expect(images.get('/images/logo.svg')).toMatchObject({ width: 120, height: 80 })
    expect(images.has('/images/gone.png')).toBe(false)
    expect(existsSync(storeDir(dir))).toBe(false)
  })
})
