import { beforeAll, describe, expect, it } from 'vitest'
import { formatDate } from './format'
import { getI18n, loadI18n } from './i18n'

describe('i18n', () => {
  beforeAll(() => Promise.all([loadI18n('zh'), loadI18n('en')]))

  it('reads flat keys from locales/<code>.json, each locale its own', () => {
    expect(getI18n('en').t('blog.name')).toBe('Blog')
    expect(getI18n('zh').t('blog.name')).toBe('博客')
  })

  it('picks the plural form by count, by each language’s rules', () => {
    expect(getI18n('en').t('blog.count', { count: 1 })).toBe('1 article')
    expect(getI18n('en').t('blog.count', { count: 12 })).toBe('12 articles')
    // Chinese has one form: `_other` serves every count.
    expect(getI18n('zh').t('blog.count', { count: 1 })).toBe('共 1 篇文章')
  })

  it('interpolates without escaping (React escapes)', () => {
    expect(getI18n('en').t('blog.page_of', { page: 2, pages: 5 })).toBe('Page 2 of 5')
    expect(getI18n('en').t('header.switch_language_label', { language: 'A & B' })).toBe(
      'Switch to A & B',
    )
  })

  it('formats content dates in the reader’s language, on the calendar day written', () => {
    expect(formatDate(getI18n('en').t, '2025-03-14')).toBe('March 14, 2025')
    expect(formatDate(getI18n('en').t, '2025-03-14', 'short')).toBe('Mar 14, 2025')
    expect(formatDate(getI18n('zh').t, '2025-03-14')).toBe('2025年3月14日')
  })

  it('shows a key no locale has as the key itself', () => {
    expect(getI18n('en').t('no.such_key')).toBe('no.such_key')
  })

  it('loads each locale once', async () => {
    expect(await loadI18n('en')).toBe(getI18n('en'))
  })
})
