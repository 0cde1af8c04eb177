import { describe, expect, it } from 'vitest'
import { collectionName, isLocale, localizePath, splitLocale } from './locales.ts'

describe('locales', () => {
  it('puts English under /en and Chinese at the root', () => {
    expect(localizePath('/', 'zh')).toBe('/')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/blog/a/b', 'en')).toBe('/en/blog/a/b')
  })
  it('splits a URL path into locale and rest', () => {
    expect(splitLocale('/en')).toEqual(['en', '/'])
    expect(splitLocale('/en/blog/x')).toEqual(['en', '/blog/x'])
    expect(splitLocale('/english')).toEqual(['zh', '/english'])
    expect(splitLocale('/blog')).toEqual(['zh', '/blog'])
    expect(splitLocale('/en/')).toEqual(['en', '/'])
  })
  it('reads the prefix in any letter case, as the router matches it', () => {
    expect(splitLocale('/EN/BLOG')).toEqual(['en', '/BLOG'])
    expect(splitLocale('/En')).toEqual(['en', '/'])
    expect(splitLocale('/ENglish')).toEqual(['zh', '/ENglish'])
  })
  it('accepts only zh and en', () => {
    expect(['zh', 'en', 'fr', 'ZH', '', undefined].map(isLocale)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })
  it('names the _en twin of a collection', () => {
    expect(collectionName('blogs', 'zh')).toBe('blogs')
    expect(collectionName('blogs', 'en')).toBe('blogs_en')
  })
})
