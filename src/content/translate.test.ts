import { describe, expect, it } from 'vitest'
import { createTranslator } from './translate'

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
})
