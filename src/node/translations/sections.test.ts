import { describe, expect, it } from 'vitest'
import { diffSections, markdownSections, sectionsOf, yamlSections } from './sections.ts'

const page = `---
title: 标题
---

开头。

## 第一节

正文[^1]。

## 第一节

同名的第二节，id 与页面上的一样。

[^1]: 脚注。
`

describe('markdownSections', () => {
  it('splits at headings, with the ids the page gives them, front matter, opening and notes apart', () => {
    expect(markdownSections(page).map((s) => [s.key, s.id, s.text])).toEqual([
      ['#front-matter', undefined, '---\ntitle: 标题\n---'],
      ['#intro', undefined, '开头。'],
      ['第一节', '第一节', '正文[^1]。'],
      ['第一节-1', '第一节-1', '同名的第二节，id 与页面上的一样。'],
      ['#notes', undefined, '[^1]: 脚注。'],
    ])
  })

  it('sees no change in the front matter when only original or sourceCommit is set', () => {
    const marked = page.replace('title: 标题', 'title: 标题\noriginal: true\nsourceCommit: 3f2a9c1')
    expect(diffSections(markdownSections(page), markdownSections(marked))).toEqual([])
    const retitled = page.replace('title: 标题', 'title: 新标题')
    expect(diffSections(markdownSections(page), markdownSections(retitled))).toMatchObject([
      { change: 'changed', key: '#front-matter' },
    ])
  })

  it('compares words and link targets, not markup', () => {
    const body = (md: string) => markdownSections(md)[0]!.body
    expect(body('**2026 年补记：**这个网站')).toBe(body('**2026 年补记**：这个网站'))
    expect(body('见[这里](/a)。')).not.toBe(body('见[这里](/b)。'))
    expect(body('用 `npm test`。')).not.toBe(body('用 `npm start`。'))
  })

  it('sees no change when only a footnote moves or the blank lines differ', () => {
    const moved = page
      .replace('\n[^1]: 脚注。\n', '')
      .replace('## 第一节\n\n同名', '[^1]: 脚注。\n\n## 第一节\n\n同名')
    expect(diffSections(markdownSections(page), markdownSections(moved))).toEqual([])
    const wrapped = page.replace('\n\n正文[^1]。\n', '\n\n\n正文[^1]。  \n\n')
    expect(diffSections(markdownSections(page), markdownSections(wrapped))).toEqual([])
  })
})

describe('yamlSections', () => {
  it('is one section per top-level key, compared by value and not by layout', () => {
    const before = yamlSections('title: 首页\nhero: { links: [] }\n')
    const after = yamlSections('title: 首页\nhero:\n  links: []\nfaq: { title: 问答 }\n')
    expect(diffSections(before, after)).toEqual([
      { change: 'added', key: 'faq', heading: 'faq', after: 'faq:\n  title: 问答' },
    ])
    expect(sectionsOf('content/zh/index.yml', 'title: x').map((s) => s.key)).toEqual(['title'])
  })
})

describe('diffSections', () => {
  it('lists changes in the order of the new version, removed sections last', () => {
    const a = markdownSections('## 甲\n\n一\n\n## 乙\n\n二\n\n## 丙\n\n三\n')
    const b = markdownSections('## 丁\n\n四\n\n## 甲\n\n一改\n\n## 戊\n\n三\n')
    expect(diffSections(a, b).map((d) => [d.change, d.heading, d.from])).toEqual([
      ['added', '丁', undefined],
      ['changed', '甲', undefined],
      ['renamed', '戊', '丙'],
      ['removed', '乙', undefined],
    ])
  })
})
