import { describe, expect, it } from 'vitest'
import type { SearchSection } from '../artifact.ts'
import { buildSearchIndex, searchSections } from './search-options.ts'
import { normalize, queryTokens, tokenize } from './search-tokenizer.ts'

const section = (id: string, title: string, content: string): SearchSection => ({
  id,
  title,
  titles: [],
  content,
  level: 2,
})

const sections = [
  section('/blog/a#why', '为什么选择静态站点', '对于静态网站和博客来说，内容就是一切。'),
  section('/blog/b#parts', 'React组件设计', '把页面拆成小的组件，每个组件只做一件事。'),
  section('/blog/c#fonts', '中文字体子集化', '用 Rust 写的工具，按页面实际用到的字切分字体。'),
  section(
    '/en/blog/d#static',
    'Why a static site',
    'Static hosting is cheap, fast and boring in the best way.',
  ),
  section(
    '/en/blog/e#pipeline',
    'The image pipeline',
    'Responsive images generated with sharp at build time.',
  ),
  section(
    '/blog/f#标点',
    '全角标点',
    '“引号”、逗号，还有（括号）都是全角的。Ｒｅａｃｔ也可能写成全角。',
  ),
]
const index = buildSearchIndex(sections)
const find = (query: string) => searchSections(index, sections, query).map((h) => h.section.id)

describe('tokenize', () => {
  it('indexes Chinese as every pair of characters', () => {
    expect(tokenize('静态网站和博客')).toEqual(['静态', '态网', '网站', '站和', '和博', '博客'])
    expect(tokenize('字')).toEqual(['字'])
  })
  it('splits mixed Chinese and Latin, lower-cased', () => {
    expect(tokenize('React组件')).toEqual(expect.arrayContaining(['react', '组件']))
    expect(tokenize('React组件')).not.toContain('react组件')
  })
  it('folds full-width forms and drops punctuation', () => {
    expect(normalize('Ｒｅａｃｔ１８')).toBe('react18')
    expect(tokenize('（括号）、“引号”')).toEqual(expect.arrayContaining(['括号', '引号']))
    expect(tokenize('（括号）、“引号”').join('')).not.toMatch(/[（）、“”]/)
  })
  it('asks a query for every pair of its Chinese characters', () => {
    expect(queryTokens('静态网站')).toEqual(['静态', '态网', '网站'])
    expect(queryTokens('博')).toEqual(['博'])
    expect(queryTokens('React 组件')).toEqual(['react', '组件'])
  })
})

describe('recall', () => {
  it('finds a two-character Chinese word inside a longer phrase', () => {
    expect(find('博客')).toEqual(['/blog/a#why'])
    expect(find('网站')).toEqual(['/blog/a#why'])
  })
  it('finds words the segmenter would cut differently', () => {
    expect(find('和博客')).toEqual(['/blog/a#why'])
    expect(find('子集')).toEqual(['/blog/c#fonts'])
  })
  it('finds mixed Chinese and Latin', () => {
    expect(find('React组件')).toEqual(['/blog/b#parts'])
    expect(find('rust 字体')).toEqual(['/blog/c#fonts'])
  })
  it('matches full-width input and text', () => {
    expect(find('Ｒｕｓｔ')).toEqual(['/blog/c#fonts'])
    expect(find('括号')).toEqual(['/blog/f#标点'])
  })
  it('matches English prefixes and light typos', () => {
    expect(find('stat')).toEqual(['/en/blog/d#static'])
    expect(find('respons')).toEqual(['/en/blog/e#pipeline'])
    expect(find('pipelnie')).toEqual(['/en/blog/e#pipeline'])
  })
  it('needs every term of the query', () => {
    expect(find('静态 sharp')).toEqual([])
    expect(find('sharp build')).toEqual(['/en/blog/e#pipeline'])
  })
  it('finds nothing for an empty or punctuation-only query', () => {
    expect(find('')).toEqual([])
    expect(find('，。！')).toEqual([])
  })
  it('ranks a title match first', () => {
    const more = [...sections, section('/blog/g#x', '杂记', '顺便提一句静态站点。')]
    const ids = searchSections(buildSearchIndex(more), more, '静态站点').map((h) => h.section.id)
    expect(ids[0]).toBe('/blog/a#why')
  })
})
