import { describe, expect, it } from 'vitest'
import { siteLocales, type LocaleDefinition } from './locales.ts'

const definition = (code: string, language: string): LocaleDefinition => ({
  code,
  language,
  htmlLang: language,
  name: code,
  readIn: code,
})
const { collectionName, isLocale, localizePath, notFoundPage, splitLocale } = siteLocales([
  definition('zh', 'zh-CN'),
  definition('en', 'en'),
])

describe('siteLocales', () => {
  it('puts English under /en and Chinese at the root', () => {
    expect(localizePath('/', 'zh')).toBe('/')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/blog/a/b', 'en')).toBe('/en/blog/a/b')
    expect(notFoundPage('en')).toBe('/en/404.html')
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
  it('serves whichever language comes first at the root', () => {
    const english = siteLocales([definition('en', 'en'), definition('zh', 'zh-CN')])
    expect(english.localizePath('/blog', 'en')).toBe('/blog')
    expect(english.localizePath('/blog', 'zh')).toBe('/zh/blog')
    expect(english.splitLocale('/zh/blog')).toEqual(['zh', '/blog'])
  })
})
