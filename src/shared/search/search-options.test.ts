import MiniSearch from 'minisearch'
import { describe, expect, it } from 'vitest'
import type { SearchSection } from '../artifact.ts'
import {
  buildSearchIndex,
  indexOptions,
  searchSections,
  type IndexedSection,
} from './search-options.ts'

/** Chinese and English text whose words and character pairs recur across sections and fields. */
const sections: SearchSection[] = [
  '静态网站和博客：静态网站为什么又回来了',
  '构建时的图片管线，静态网站也需要图片管线',
  'Static sites and blogs: why static sites came back',
  '博客的搜索索引在构建时生成，静态网站的搜索也在浏览器里完成',
].map((content, i) => ({
  id: `/blog/${i}`,
  title: content.slice(0, 4),
  titles: i === 1 ? ['静态网站', 'Static sites'] : [],
  content,
  level: 1,
}))

const documents = (list: SearchSection[]): IndexedSection[] =>
  list.map((s, id) => ({ id, title: s.title, titles: s.titles.join(' '), content: s.content }))

describe('buildSearchIndex', () => {
  it('makes exactly the index MiniSearch makes on its own, only faster', () => {
    const plain = new MiniSearch<IndexedSection>(indexOptions)
    plain.addAll(documents(sections))
    const built = buildSearchIndex(sections)
    expect(JSON.stringify(built.toJSON())).toBe(JSON.stringify(plain.toJSON()))
    // The term lookup it remembers is MiniSearch's own again afterwards: a later add still lands.
    built.add({ id: 99, title: '新的', titles: '', content: '图片管线' })
    plain.add({ id: 99, title: '新的', titles: '', content: '图片管线' })
    expect(JSON.stringify(built.toJSON())).toBe(JSON.stringify(plain.toJSON()))
  })

  it('finds a Chinese word in every section that holds it', () => {
    const hits = searchSections(buildSearchIndex(sections), sections, '静态网站')
    expect(hits.map((h) => h.section.id).sort()).toEqual(['/blog/0', '/blog/1', '/blog/3'])
  })
})
