import { describe, expect, it } from 'vitest'
import { readLocaleCookie } from './locale-cookie'

describe('readLocaleCookie', () => {
  it('accepts zh and en', () => {
    expect(readLocaleCookie('a=1; i18n_redirected=en; b=2')).toBe('en')
    expect(readLocaleCookie('i18n_redirected=zh')).toBe('zh')
  })
  it('ignores any other value', () => {
    for (const value of ['fr', 'EN', '', 'zh-CN', '<script>', 'en-US']) {
      expect(readLocaleCookie(`i18n_redirected=${value}`)).toBeUndefined()
    }
    expect(readLocaleCookie('')).toBeUndefined()
  })
})
