import { describe, expect, it } from 'vitest'
import { articleTerms, relatedArticles, relatedCount, type RelatedDoc } from './related-articles.ts'

const doc = (
  path: string,
  tags: string[],
  title: string,
  text = '',
  date = '2025-01-01',
): RelatedDoc => ({
  path,
  stem: path.replace(/^\/(en\/)?/, ''),
  date,
  tags,
  terms: articleTerms(title, '', text),
})

describe('relatedArticles', () => {
  it('ranks shared tags and shared words above articles with nothing in common', () => {
    const docs = [
      doc(
        '/blog/fonts',
        ['字体', 'CSS'],
        '中文字体的子集化',
        '字体文件太大，子集化按页面用字切分字体。',
      ),
      doc('/blog/subset', ['字体'], '用 Rust 切分字体', '字体子集化工具把字体切成小块。'),
      doc('/blog/css', ['css'], '层叠样式表的变量', '变量让主题切换更简单。'),
      doc('/blog/sqlite', ['SQLite'], '自托管统计', '访问记录存进数据库。'),
    ]
    const related = relatedArticles(docs)
    // Tags compare by slug (`CSS` and `css` are one tag), Chinese words by character pairs.
    expect(related.get('/blog/fonts')).toEqual(['/blog/subset', '/blog/css'])
    expect(related.get('/blog/subset')![0]).toBe('/blog/fonts')
    expect(related.get('/blog/sqlite')).toEqual([])
  })

  it('finds articles through their words alone when they share no tag', () => {
    const docs = [
      doc('/blog/a', [], 'Dark mode without a flash', 'The colour mode script runs before paint.'),
      doc('/blog/b', [], 'Colour mode and the first paint', 'A dark mode flash happens on load.'),
      doc('/blog/c', [], 'Reading a CPU profile', 'Flame charts show where time goes.'),
    ]
    expect(relatedArticles(docs).get('/blog/a')).toEqual(['/blog/b'])
  })

  it('lists at most three, never the article itself or one with its stem', () => {
    const docs = Array.from({ length: 6 }, (_, i) =>
      doc(
        `/blog/post-${i}`,
        ['Rust'],
        `Rust post ${i}`,
        'Rust and WebAssembly.',
        `2025-01-0${i + 1}`,
      ),
    )
    // A second article with the first one's stem: what a translation shares.
    docs.push({ ...doc('/blog/post-0-copy', ['Rust'], 'Rust post'), stem: docs[0]!.stem })
    const related = relatedArticles(docs)
    for (const [path, list] of related) {
      expect(list.length).toBeLessThanOrEqual(relatedCount)
      expect(list).not.toContain(path)
    }
    expect(related.get('/blog/post-0')).toHaveLength(relatedCount)
    expect(related.get('/blog/post-0')).not.toContain('/blog/post-0-copy')
    expect(related.get('/blog/post-0-copy')).not.toContain('/blog/post-0')
    // Equal scores: the newest first.
    expect(related.get('/blog/post-1')).toEqual(['/blog/post-5', '/blog/post-4', '/blog/post-3'])
  })

  it('gives a blog of one article, or of none, nothing to relate', () => {
    expect(relatedArticles([doc('/blog/x', ['a'], 'x')]).get('/blog/x')).toEqual([])
    expect(relatedArticles([]).size).toBe(0)
  })
})

describe('articleTerms', () => {
  it('weighs the title above the description above the body, and reads only the opening', () => {
    const terms = articleTerms('Fonts', 'fonts', `fonts ${'x '.repeat(5000)} tail`)
    expect(terms.get('fonts')).toBe(6)
    expect(terms.has('tail')).toBe(false)
  })

  it('splits Chinese into character pairs, as the search index does', () => {
    expect([...articleTerms('字体子集', '', '').keys()]).toEqual(['字体', '体子', '子集'])
  })
})

describe('the words an article looks others up by', () => {
  it('are its strongest, whatever comes first', () => {
    // Thirty words as weak as each other, then the one word the two articles share, stronger.
    const filler = (p: string) => Array.from({ length: 30 }, (_, i) => `${p}${i}`).join(' ')
    const a = doc('/blog/a', [], 'a', `${filler('x')} shared shared shared`)
    const b = doc('/blog/b', [], 'b', `${filler('y')} shared`)
    const others = Array.from({ length: 10 }, (_, i) =>
      doc(`/blog/o${i}`, [], `o${i}`, filler(`z${i}-`)),
    )
    expect(relatedArticles([a, b, ...others]).get('/blog/a')).toEqual(['/blog/b'])
  })
})

describe('relatedArticles after a save', () => {
  it('weighs a word again when a save makes it commoner or rarer in the other articles', () => {
    // Which of y and z suits x turns on which of its words is rarer: oak, then pine once f says oak.
    const docs = ['pine oak', 'pine', 'oak', 'pine', 'elm'].map((title, i) =>
      doc(`/en/blog/${'xyzfg'[i]}`, [], title),
    )
    expect(relatedArticles(docs).get('/en/blog/x')![0]).toBe('/en/blog/z')
    // x's own words are unchanged, and only its vectors from the scoring before could say z.
    const saved = docs.map((d) => (d.path === '/en/blog/f' ? doc(d.path, [], 'oak') : d))
    expect(relatedArticles(saved).get('/en/blog/x')![0]).toBe('/en/blog/y')
  })
})
