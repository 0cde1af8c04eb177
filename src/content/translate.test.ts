import { describe, expect, it, vi } from 'vitest'
import { createTranslator, dateKey } from './translate'

const en = createTranslator('en', 'en', {
  'blog.min_read_one': '{{count}} min read',
  'blog.min_read_other': '{{count}} min read',
  'blog.count_one': '{{count}} article',
  'blog.count_other': '{{count}} articles',
  'footer.copyright': '© {{year}} {{name}}',
  'common.date': '{{val, datetime}}',
  plain: 'Hello',
})
const zh = createTranslator('zh', 'zh-CN', {
  'blog.count_other': '{{count}} 篇文章',
  'common.date': '{{val, datetime}}',
})

describe('createTranslator', () => {
  it('interpolates names and picks the plural form by count', () => {
    expect(en.t('blog.count', { count: 1 })).toBe('1 article')
    expect(en.t('blog.count', { count: 3 })).toBe('3 articles')
    expect(zh.t('blog.count', { count: 1 })).toBe('1 篇文章')
    expect(en.t('footer.copyright', { year: 2026, name: 'Lin Zhou' })).toBe('© 2026 Lin Zhou')
  })

  it('formats dates in the language, and shows a missing key as the key', () => {
    const options = {
      val: new Date('2025-03-14T00:00:00Z'),
      formatParams: {
        val: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const,
      },
    }
    expect(en.t('common.date', options)).toBe('March 14, 2025')
    expect(zh.t('common.date', options)).toBe('2025年3月14日')
    expect(en.t('nope.missing')).toBe('nope.missing')
    expect(en.t('plain', { unused: 1 })).toBe('Hello')
  })

  it('remembers each date it formats, and uses a date it was handed without Intl', () => {
    const val = new Date('2024-02-18T00:00:00Z')
    const formatParams = { val: { year: 'numeric', month: 'long', timeZone: 'UTC' } as const }
    const fresh = createTranslator('zh', 'zh-CN', { 'common.date': '{{val, datetime}}' })
    // What the prerender hands over with the page (Translator.dates, by dateKey).
    fresh.dates.set(dateKey(val, formatParams.val), '二〇二四年二月')
    const spy = vi.spyOn(Intl, 'DateTimeFormat')
    expect(fresh.t('common.date', { val, formatParams })).toBe('二〇二四年二月')
    expect(spy).not.toHaveBeenCalled()
    spy.mockRestore()
    const other = new Date('2025-03-14T00:00:00Z')
    expect(fresh.t('common.date', { val: other, formatParams })).toBe('2025年3月')
    expect(fresh.dates.get(dateKey(other, formatParams.val))).toBe('2025年3月')
  })
})
