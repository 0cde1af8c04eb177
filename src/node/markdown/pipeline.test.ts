import type { Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { describe, expect, it } from 'vitest'
import { elements } from '../../../test/support/markdown-plugins.ts'
import { footnoteLabelsOf } from './footnote-labels.ts'
import { compileMarkdown } from './pipeline.ts'

const footnoted = 'Claim.[^1]\n\n[^1]: Source.'

describe('compileMarkdown', () => {
  it('labels footnotes in the page language', async () => {
    const zh = await compileMarkdown(
      footnoted,
      'content/zh/about.md',
      footnoteLabelsOf({ 'markdown.footnotes': '脚注', 'markdown.footnotes_back': '返回正文' }),
    )
    const en = await compileMarkdown(footnoted, 'content/en/about.md')
    expect(toString(elements(zh.tree, 'section')[0]!)).toContain('脚注')
    expect(toString(elements(en.tree, 'section')[0]!)).toContain('Footnotes')
    const backLabels = (tree: Root) =>
      elements(tree, 'a')
        .map((a) => a.properties.ariaLabel)
        .filter(Boolean)
    expect(backLabels(zh.tree)).toEqual(['返回正文'])
    expect(backLabels(en.tree)).toEqual(['Back to content'])
  })

  it('returns the front matter with the line its YAML starts on and where it ends, and keeps body lines true', async () => {
    const text = '---\ntitle: Hello\ndate: 2025-03-14\n---\n\nBody\n\n:::mystery\n:::'
    const { frontmatter, messages, tree } = await compileMarkdown(text, 'x.md')
    expect(frontmatter).toEqual({ value: 'title: Hello\ndate: 2025-03-14', line: 2, end: 37 })
    expect(text.slice(frontmatter!.end)).toBe('\n\nBody\n\n:::mystery\n:::')
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ line: 8, column: 1 })
    expect(toString(tree)).not.toContain('title: Hello')
  })

  it('has no front matter when the file has none', async () => {
    expect((await compileMarkdown('Just text', 'x.md')).frontmatter).toBeUndefined()
  })

  it('renders GitHub alerts and callouts alike', async () => {
    const { tree } = await compileMarkdown('> [!NOTE]\n> One\n\n:::note\nTwo\n:::', 'x.md')
    expect(elements(tree, 'callout').map((c) => c.properties)).toEqual([
      { type: 'note' },
      { type: 'note' },
    ])
  })

  it('supports GFM and drops raw HTML', async () => {
    const { tree } = await compileMarkdown(
      '| a |\n| - |\n| b |\n\n~~old~~ <script>alert(1)</script><b>x</b>',
      'x.md',
    )
    expect(elements(tree, 'table')).toHaveLength(1)
    expect(elements(tree, 'del')).toHaveLength(1)
    expect(elements(tree, 'script')).toHaveLength(0)
    expect(elements(tree, 'b')).toHaveLength(0)
  })

  it('links bare addresses (GFM), and only those', async () => {
    const { tree } = await compileMarkdown(
      'Visit www.example.com or mail me@example.com.\n\n没有链接的段落。',
      'x.md',
    )
    expect(elements(tree, 'a').map((a) => a.properties.href)).toEqual([
      'http://www.example.com',
      'mailto:me@example.com',
    ])
  })

  it('returns headings and highlighted code, with messages located in the file', async () => {
    const text = '## 简介\n\n```ts\nlet a = 1\n```\n\nSee :unknown[x] here.'
    const { headings, tree, messages } = await compileMarkdown(text, 'x.md')
    expect(headings).toEqual([{ id: '简介', text: '简介', depth: 2 }])
    expect(elements(tree, 'pre')[0]?.properties.dataLanguage).toBe('ts')
    expect(messages).toEqual([
      { message: expect.stringContaining('Unknown element "unknown"'), line: 7, column: 5 },
    ])
  })

  it('keeps the hidden footnotes heading out of the table of contents and the search records', async () => {
    const { headings, tree } = await compileMarkdown(
      '## Footnote label\n\nA[^1]\n\n[^1]: n',
      'x.md',
    )
    expect(headings).toEqual([{ id: 'footnote-label-1', text: 'Footnote label', depth: 2 }])
    const ids = elements(tree, 'h2').map((h) => h.properties.id)
    expect(ids).toEqual(['footnote-label-1', 'footnote-label'])
  })

  it('does not nest a link inside the heading anchor', async () => {
    const { tree } = await compileMarkdown('## [Link](https://x.dev) heading', 'x.md')
    const [heading] = elements(tree, 'h2')
    expect(heading?.properties.id).toBe('link-heading')
    expect(elements(heading as never, 'a').map((a) => a.properties.href)).toEqual(['https://x.dev'])
  })

  it('drops a [label] when an attribute also names the element', async () => {
    const { tree } = await compileMarkdown(':::card[Label]{title="T"}\nBody\n:::', 'x.md')
    const [card] = elements(tree, 'card')
    expect(card?.properties.title).toBe('T')
    expect(JSON.stringify(card)).not.toContain('Label')
  })

  it('says how to write a known element used in the wrong form', async () => {
    const { messages } = await compileMarkdown('A :tip[x] and\n\n:::kbd\nCtrl\n:::', 'x.md')
    expect(messages.map((m) => m.message)).toEqual([
      '"tip" is written a block, between ":::name" and ":::" lines.',
      '"kbd" is written inline, like :kbd[Ctrl].',
    ])
  })
})
