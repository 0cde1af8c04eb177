import { describe, expect, it } from 'vitest'
import { hasChosenLocale, offeredLocale, preferredLocale } from './offered-locale'

describe('preferredLocale', () => {
  it('takes the first browser language whose primary subtag the site has', () => {
    expect(preferredLocale(['en-GB', 'zh-CN'])).toBe('en')
    expect(preferredLocale(['de-DE', 'zh-TW', 'en'])).toBe('zh')
    expect(preferredLocale(['ZH-hans-CN'])).toBe('zh')
  })

  it('names none when the browser prefers only languages the site lacks', () => {
    expect(preferredLocale(['de-DE', 'fr'])).toBeUndefined()
    expect(preferredLocale([])).toBeUndefined()
  })
})

describe('hasChosenLocale', () => {
  it('counts only a cookie that names a site locale', () => {
    expect(hasChosenLocale('i18n_redirected=en')).toBe(true)
    expect(hasChosenLocale('a=1; i18n_redirected=zh; b=2')).toBe(true)
    expect(hasChosenLocale('i18n_redirected=fr')).toBe(false)
    expect(hasChosenLocale('x_i18n_redirected=en')).toBe(false)
    expect(hasChosenLocale('')).toBe(false)
  })
})

describe('offeredLocale', () => {
  it("offers the browser's language on a page in the other one", () => {
    expect(offeredLocale('zh', ['en-US', 'en'], '')).toBe('en')
    expect(offeredLocale('en', ['zh-CN'], 'theme=dark')).toBe('zh')
  })

  it('offers nothing in the reader’s own language, to a reader who chose, or to one it cannot serve', () => {
    expect(offeredLocale('en', ['en-US'], '')).toBeUndefined()
    expect(offeredLocale('zh', ['en-US'], 'i18n_redirected=zh')).toBeUndefined()
    expect(offeredLocale('zh', ['de-DE'], '')).toBeUndefined()
  })
})
