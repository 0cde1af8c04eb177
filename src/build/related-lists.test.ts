import { describe, expect, it } from 'vitest'
import { relatedDoc as doc } from '../../test/support/related-doc'
import { relatedArticles } from './related-articles'
import { relatedArticlesOf, type RelatedStore } from './related-lists'

/** A store in memory, as compile-cache-fs.ts keeps one on disk. */
function memoryStore() {
  const kept = new Map<string, { key: string; related: [string, string[]][] }>()
  const store: RelatedStore = {
    read: (language) => kept.get(language),
    write: (language, key, related) => kept.set(language, { key, related: [...related] }),
  }
  return { kept, store }
}

describe('relatedArticlesOf', () => {
  const english = () => [
    doc('/en/blog/fonts', ['fonts'], 'Subsetting Chinese fonts', 'Cut the font by the page.'),
    doc('/en/blog/subset', ['fonts'], 'A subsetter in Rust', 'The tool cuts fonts into parts.'),
    doc('/en/blog/stats', ['sqlite'], 'Self-hosted statistics', 'Visits land on SQLite.'),
  ]

  it('takes a language’s lists from its store while its docs are the same, in any order', () => {
    const { kept, store } = memoryStore()
    const first = relatedArticlesOf('en', english(), store)
    expect(first).toEqual(relatedArticles(english()))
    expect(kept.get('en')!.related).toEqual([...first])
    // Lists scoring would never give, under the same key: a later compile (new docs, another
    // order) shows them, so it did not score.
    kept.get('en')!.related[0] = ['/en/blog/fonts', ['/en/blog/from-the-store']]
    const later = relatedArticlesOf('en', english().reverse(), store)
    expect(later.get('/en/blog/fonts')).toEqual(['/en/blog/from-the-store'])
  })

  it('scores a language anew when an article changes, comes or goes, and stores its lists', () => {
    const { kept, store } = memoryStore()
    expect(relatedArticlesOf('en', english(), store).get('/en/blog/stats')).toEqual([])
    // The stats article now shares the fonts tag and words.
    const saved = [
      ...english().slice(0, 2),
      doc('/en/blog/stats', ['fonts'], 'Font statistics', 'Which fonts the pages cut.'),
    ]
    const again = relatedArticlesOf('en', saved, store)
    expect(again.get('/en/blog/stats')).toEqual(relatedArticles(saved).get('/en/blog/stats'))
    expect(again.get('/en/blog/stats')).not.toEqual([])
    expect(kept.get('en')!.related).toEqual([...again])
    // An article gone: it leaves every list.
    const fewer = relatedArticlesOf('en', saved.slice(0, 2), store)
    expect([...fewer.keys()]).toEqual(['/en/blog/fonts', '/en/blog/subset'])
    expect(fewer.get('/en/blog/fonts')).toEqual(['/en/blog/subset'])
  })

  it('keeps each language apart', () => {
    const { kept, store } = memoryStore()
    const en = relatedArticlesOf('en', english(), store)
    const zh = relatedArticlesOf(
      'zh',
      [
        doc('/blog/fonts', ['字体'], '中文字体的子集化', '字体文件太大。'),
        doc('/blog/subset', ['字体'], '用 Rust 切分字体', '字体子集化工具。'),
      ],
      store,
    )
    expect(zh.get('/blog/fonts')).toEqual(['/blog/subset'])
    expect(relatedArticlesOf('en', english(), store)).toEqual(en)
    expect([...kept.keys()]).toEqual(['en', 'zh'])
  })
})
