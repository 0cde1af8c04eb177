import type { Element, Root } from 'hast'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { rehypeHeadingIds } from './rehype-heading-ids.ts'

const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeHeadingIds)

async function compile(markdown: string) {
  const file = new VFile(markdown)
  const tree = (await processor.run(processor.parse(file), file)) as Root
  return { tree, headings: file.data.headings }
}

function headingElements(tree: Root): Element[] {
  const found: Element[] = []
  visit(tree, 'element', (node: Element) => {
    if (/^h[1-6]$/.test(node.tagName)) found.push(node)
  })
  return found
}

describe('rehypeHeadingIds', () => {
  it('keeps Chinese in ids', async () => {
    const { tree } = await compile('## 为什么选择静态站点')
    expect(headingElements(tree)[0]?.properties.id).toBe('为什么选择静态站点')
  })

  it('slugs like GitHub: lower-case, dashes, punctuation dropped', async () => {
    const { tree } = await compile('## Hello, World!\n\n## 为什么选择静态站点？\n\n## Use `npm ci`')
    expect(headingElements(tree).map((h) => h.properties.id)).toEqual([
      'hello-world',
      '为什么选择静态站点',
      'use-npm-ci',
    ])
  })

  it('gives repeated headings -1, -2 suffixes', async () => {
    const { tree } = await compile('## Setup\n\n## Setup\n\n### Setup')
    expect(headingElements(tree).map((h) => h.properties.id)).toEqual([
      'setup',
      'setup-1',
      'setup-2',
    ])
  })

  it('wraps the heading content in a link to itself', async () => {
    const { tree } = await compile('## Install *now*')
    const [heading] = headingElements(tree)
    expect(heading?.children).toHaveLength(1)
    const link = heading!.children[0] as Element
    expect(link.tagName).toBe('a')
    expect(link.properties.href).toBe('#install-now')
    expect(link.children.map((c) => (c.type === 'element' ? c.tagName : c.type))).toEqual([
      'text',
      'em',
    ])
  })

  it('records every heading with id, text and depth', async () => {
    const { headings } = await compile('# Title\n\nText\n\n## Part **one**\n\n### 细节')
    expect(headings).toEqual([
      { id: 'title', text: 'Title', depth: 1 },
      { id: 'part-one', text: 'Part one', depth: 2 },
      { id: '细节', text: '细节', depth: 3 },
    ])
  })

  it('records no headings for a page without any', async () => {
    expect((await compile('Just text.')).headings).toEqual([])
  })
})
