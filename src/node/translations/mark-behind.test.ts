import { describe, expect, it } from 'vitest'
import { sampleLocales } from '../../../test/support/site-locales-fs.ts'
import type { CompiledItem } from '../compile/file/compile-file.ts'
import { markBehind } from './mark-behind.ts'
import type { PageRef, TranslationReport } from './translation-report.ts'

const item = (locale: string, path: string) =>
  ({ locale, file: `content/${locale}/blog/a.md`, item: { path } }) as unknown as CompiledItem
const ref = (c: CompiledItem): PageRef => ({
  file: c.file,
  locale: c.locale,
  stem: 'blog/a',
  path: String(c.item.path),
  title: 'A',
})

describe('markBehind', () => {
  it('words the note in the translation’s language and links to the first changed section', () => {
    const en = item('en', '/en/blog/a')
    const zh = item('zh', '/blog/a')
    const report: TranslationReport = {
      pages: [],
      locales: ['zh', 'en'],
      rows: [
        {
          stem: 'blog/a',
          locale: 'zh',
          original: ref(en),
          translation: ref(zh),
          state: 'behind',
          since: '2026-03-01',
          updated: '2026-03-04',
          sections: [
            { change: 'removed', key: 'old', heading: 'Old', date: '2026-03-01' },
            { change: 'added', key: 'why', heading: 'Why', id: 'why', date: '2026-03-04' },
          ],
        },
      ],
    }
    markBehind([en, zh], report, sampleLocales)
    expect(zh.item.translationBehind).toEqual({
      href: '/en/blog/a#why',
      hrefLang: 'en',
      language: '英语',
      updated: '2026-03-04',
    })
    expect(en.item.translationBehind).toBeUndefined()
    // Caught up: the next compile takes the note away.
    markBehind([en, zh], { ...report, rows: [] }, sampleLocales)
    expect(zh.item.translationBehind).toBeUndefined()
  })
})
