import type { Nodes, Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { compactHast } from './hast-compact.ts'
import { compileMarkdown } from './pipeline.ts'

const position = { start: { line: 1, column: 1 }, end: { line: 1, column: 5 } }

describe('compactHast', () => {
  it('removes position and data at every depth and keeps everything else', () => {
    const tree: Root = {
      type: 'root',
      data: { meta: 'x' } as never,
      position,
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: { className: ['lead'] },
          position,
          data: { meta: 'y' } as never,
          children: [{ type: 'text', value: 'Hi', position }],
        },
      ],
    }
    expect(compactHast(tree)).toEqual({
      type: 'root',
      children: [
        {
          type: 'element',
          tagName: 'p',
          properties: { className: ['lead'] },
          children: [{ type: 'text', value: 'Hi' }],
        },
      ],
    })
  })

  it('leaves the input tree untouched', () => {
    const tree: Root = {
      type: 'root',
      position,
      children: [{ type: 'text', value: 'a', position }],
    }
    compactHast(tree)
    expect(tree.position).toBe(position)
    expect(tree.children[0]?.position).toBe(position)
  })

  it('drops the line breaks between a table’s rows and cells, and keeps the cells’ text', async () => {
    const { tree } = await compileMarkdown('| a | b |\n| - | - |\n| 1 |   |\n', 'x.md')
    const table = compactHast(tree).children.find((c) => c.type === 'element')!
    const texts: string[] = []
    const walk = (node: Nodes, parent?: string) => {
      if (node.type === 'text') texts.push(`${parent}:${JSON.stringify(node.value)}`)
      if ('children' in node)
        for (const child of node.children)
          walk(child as Nodes, node.type === 'element' ? node.tagName : parent)
    }
    walk(table)
    expect(texts).toEqual(['th:"a"', 'th:"b"', 'td:"1"'])
  })

  it('strips a compiled page completely', async () => {
    const { tree } = await compileMarkdown(
      '## Title\n\n```ts {1}\nconst a = 1\n```\n\nText',
      'x.md',
    )
    const json = JSON.stringify(compactHast(tree))
    expect(json).not.toContain('"position"')
    expect(json).not.toContain('"data"')
    expect(json).toContain('"tagName":"h2"')
  })
})
