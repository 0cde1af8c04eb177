import { describe, expect, it } from 'vitest'
import type { TranslationReport } from './translation-report.ts'
import { translationsPage } from './translations-page.ts'

const page = (locale: string, path: string, title: string) => ({
  file: `content/${locale}/blog/a.md`,
  locale,
  stem: 'blog/a',
  path,
  title,
})
const report: TranslationReport = {
  pages: [],
  locales: ['zh', 'en'],
  rows: [
    {
      stem: 'blog/a',
      locale: 'en',
      original: page('zh', '/blog/a', '<甲>'),
      translation: page('en', '/en/blog/a', 'A & B'),
      state: 'behind',
      since: '2025-02-01',
      updated: '2025-02-01',
      sections: [
        {
          change: 'changed',
          key: 'x',
          heading: '做法',
          date: '2025-02-01',
          before: '<script>旧</script>',
          after: '新',
        },
      ],
    },
  ],
}

describe('translationsPage', () => {
  it('shows a pair behind with its changed section, then and now, its text escaped', () => {
    const html = translationsPage(report, '2025-02-11', 'en')
    expect(html).toContain('<a href="/blog/a">&lt;甲&gt;</a>')
    expect(html).toContain('<a href="/en/blog/a">A &amp; B</a>')
    expect(html).toContain('behind, since 2025-02-01 (10 days)')
    expect(html).toContain('<pre>&lt;script&gt;旧&lt;/script&gt;</pre>')
    expect(html).toContain('<pre>新</pre>')
    expect(html).not.toContain('<script>')
  })

  it('speaks Chinese when asked, and says when there is no history', () => {
    const html = translationsPage(
      { ...report, missing: 'this is a shallow clone' },
      '2025-02-11',
      'zh',
    )
    expect(html).toContain('<html lang="zh-CN">')
    expect(html).toContain('落后，自 2025-02-01 起（10 天）')
    expect(html).toContain('没有可依据的历史: this is a shallow clone.')
  })
})
