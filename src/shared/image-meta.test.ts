import { describe, expect, it } from 'vitest'
import { fallbackSrc, imageWidths, srcsetOf, type ImageMeta } from './image-meta.ts'

const photo: ImageMeta = {
  src: '/images/blog/x.png',
  width: 1600,
  height: 900,
  variants: [320, 640, 768, 1024, 1280, 1536].map((width) => ({
    src: `/_images/blog/x-${width}.abcd1234.webp`,
    width,
  })),
}
const logo: ImageMeta = { src: '/images/logo.svg', width: 370, height: 370, variants: [] }

describe('imageWidths', () => {
  it('lists the standard widths, narrowest first', () => {
    expect(imageWidths).toEqual([320, 640, 768, 1024, 1280, 1536])
  })
})

describe('srcsetOf', () => {
  it('joins every variant with its w descriptor', () => {
    expect(srcsetOf({ ...photo, variants: photo.variants.slice(0, 2) })).toBe(
      '/_images/blog/x-320.abcd1234.webp 320w, /_images/blog/x-640.abcd1234.webp 640w',
    )
  })

  it('is empty without variants', () => {
    expect(srcsetOf(logo)).toBe('')
  })
})

describe('fallbackSrc', () => {
  it('takes the largest variant that covers density 2', () => {
    expect(fallbackSrc(photo, 400)).toBe('/_images/blog/x-768.abcd1234.webp')
    expect(fallbackSrc(photo, 384)).toBe('/_images/blog/x-768.abcd1234.webp')
    expect(fallbackSrc(photo, 383)).toBe('/_images/blog/x-640.abcd1234.webp')
  })

  it('stops at the widest variant for wide layouts', () => {
    expect(fallbackSrc(photo, 2000)).toBe('/_images/blog/x-1536.abcd1234.webp')
  })

  it('takes the narrowest variant when all are wider than needed', () => {
    expect(fallbackSrc(photo, 48)).toBe('/_images/blog/x-320.abcd1234.webp')
  })

  it('keeps the original when there are no variants', () => {
    expect(fallbackSrc(logo, 200)).toBe('/images/logo.svg')
  })
})
