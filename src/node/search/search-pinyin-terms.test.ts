import { describe, expect, it } from 'vitest'
import type { SearchSection } from '../../shared/artifact.ts'
import {
  buildSearchIndex,
  indexOptions,
  searchSections,
} from '../../shared/search/search-options.ts'
import { hasPinyin } from '../../shared/search/search-parts.ts'
import { pinyinFieldFrom, pinyinTerms, pinyinField } from './search-pinyin-terms.ts'

describe('pinyinFieldFrom', () => {
  it('takes a known field by its text, makes an unknown one, and notes both as used', () => {
    const used = new Map<string, string>()
    const first = pinyinFieldFrom(new Map(), used)
    expect(first('性能')).toBe(pinyinField('性能'))
    const [key] = used.keys()
    const again = new Map<string, string>()
    const second = pinyinFieldFrom(new Map([[key!, '~marked']]), again)
    expect(second('性能')).toBe('~marked')
    expect(second('预算')).toBe(pinyinField('预算'))
    expect(again.size).toBe(2)
  })
})

describe('pinyinTerms', () => {
  it('gives every pair of characters its syllables and initials', () => {
    expect(pinyinTerms('性能预算')).toEqual([
      '~xingneng',
      '~xn',
      '~nengyu',
      '~ny',
      '~yusuan',
      '~ys',
    ])
  })

  it('reads a character by the words around it', () => {
    expect(pinyinTerms('银行')).toContain('~yinhang')
    expect(pinyinTerms('行动')).toContain('~xingdong')
  })

  it('writes ü as v, a lone character as its syllable, and skips what is not Han', () => {
    expect(pinyinTerms('绿色')).toContain('~lvse')
    expect(pinyinTerms('用 Rust 写')).toEqual(['~yong', '~xie'])
    expect(pinyinTerms('React、CSS')).toEqual([])
  })
})

const section = (id: string, title: string, content: string): SearchSection => ({
  id,
  title,
  titles: ['读懂一份构建的 CPU profile'],
  content,
  level: 2,
})
const sections = [
  section('/blog/a#budget', '性能预算', '每个页面的首屏脚本都有性能预算。'),
  section('/blog/b#talk', '一次分享', '十月在 Hangzhou Web Meetup 讲了中文排版，幻灯片放在文末。'),
  section('/blog/c#city', '杭州的前端聚会', '杭州的前端聚会一个月一次，杭州本地的团队轮流做东。'),
  section('/blog/d#line', '行高', '正文的行高通常在 1.5 到 1.8 之间。'),
  section('/blog/e#fonts', '字体栈', '先列西文字体，再列中文字体，最后是通用族名。'),
  section('/blog/f#subset', '子集化', '把一款中文字体切成几十个小文件。'),
]
const zh = buildSearchIndex(sections, pinyinField)
const find = (query: string) => searchSections(zh, sections, query, true).map((h) => h.section.id)

describe('pinyin search', () => {
  it('finds with the pinyin what the characters find', () => {
    for (const query of ['xingneng', 'xn', 'xing neng', 'xingn', 'xing neng yu suan'])
      expect(find(query), query).toEqual(find('性能'))
    expect(find('性能')).toEqual(['/blog/a#budget'])
    // In the same order: the pinyin fields mirror the title, the heading trail and the text.
    expect(find('ziti')).toEqual(['/blog/e#fonts', '/blog/f#subset'])
    expect(find('字体')).toEqual(find('ziti'))
  })

  it('ranks a match on the characters above a match on the pinyin alone', () => {
    // Hangzhou is written so in one section, and is the pinyin of 杭州, all over another.
    expect(find('hangzhou')).toEqual(['/blog/b#talk', '/blog/c#city'])
  })

  it('reads polyphones as the build read them: 行高 is hanggao, not xinggao', () => {
    expect(find('hanggao')).toEqual(['/blog/d#line'])
    expect(find('xinggao')).toEqual([])
  })

  it('leaves an index without pinyin, and its queries, as they were', () => {
    const en = buildSearchIndex(sections)
    expect(hasPinyin(en.toJSON())).toBe(false)
    expect(hasPinyin(zh.toJSON())).toBe(true)
    expect(en.toJSON().fieldIds).toEqual({ title: 0, titles: 1, content: 2 })
    expect(indexOptions.fields).not.toContain('pinyin')
    expect(searchSections(en, sections, 'xingneng')).toEqual([])
    expect(searchSections(zh, sections, 'xingneng')).toEqual([])
  })
})
