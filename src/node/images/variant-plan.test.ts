import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageSource, variantName, variantWidths } from './variant-plan.ts'

describe('variantWidths', () => {
  it('takes every standard width below a large source', () => {
    expect(variantWidths(1600)).toEqual([320, 640, 768, 1024, 1280, 1536])
  })

  it('ends at the source width instead of upscaling', () => {
    expect(variantWidths(500)).toEqual([320, 500])
    expect(variantWidths(1536)).toEqual([320, 640, 768, 1024, 1280, 1536])
    expect(variantWidths(256)).toEqual([256])
  })
})

describe('imageSource', () => {
  it('maps a URL path under /images to its file and stem', () => {
    expect(imageSource('/images/blog/x.webp', '/site')).toEqual({
      src: '/images/blog/x.webp',
      file: join('/site', 'public', 'images', 'blog', 'x.webp'),
      stem: 'blog/x',
      vector: false,
    })
    expect(imageSource('/images/a%20b.JPG', '/site')?.stem).toBe('a b')
    expect(imageSource('/images/qr.svg', '/site')?.vector).toBe(true)
  })

  it('refuses what is not a local image', () => {
    for (const src of [
      'https://example.com/images/x.png',
      '/favicon.png',
      '/images/../secret.png',
      '/images/notes.txt',
      '/images/%E0%A4%A.png',
    ])
      expect(imageSource(src, '/site')).toBeUndefined()
  })
})

describe('variantName', () => {
  const bytes = new Uint8Array([1, 2, 3])

  it('keeps the folders and hashes bytes and width', () => {
    expect(variantName('blog/x', bytes, 640)).toMatch(/^blog\/x-640\.[0-9a-f]{8}\.webp$/)
    expect(variantName('blog/x', bytes, 640)).toBe(variantName('blog/x', bytes, 640))
    expect(variantName('blog/x', bytes, 320).split('.')[1]).not.toBe(
      variantName('blog/x', bytes, 640).split('.')[1],
    )
    expect(variantName('blog/x', new Uint8Array([1, 2, 4]), 640)).not.toBe(
      variantName('blog/x', bytes, 640),
    )
  })
})
