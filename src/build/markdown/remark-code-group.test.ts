import type { Element, Root } from 'hast'
import remarkDirective from 'remark-directive'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { remarkCodeGroup } from './remark-code-group'

const processor = unified()
  .use(remarkParse)
  .use(remarkDirective)
  .use(remarkCodeGroup)
  .use(remarkRehype)

async function compile(markdown: string) {
  const file = new VFile(markdown)
  const tree = (await processor.run(processor.parse(file), file)) as Root
  return { tree, messages: file.messages }
}

function elements(tree: Root, tagName: string): Element[] {
  const found: Element[] = []
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === tagName) found.push(node)
  })
  return found
}

const fence = '```'

describe('remarkCodeGroup', () => {
  it('wraps fenced code blocks in a code-group element', async () => {
    const markdown = [
      '::::code-group',
      `${fence}bash [npm]`,
      'npm install',
      fence,
      `${fence}bash [pnpm]`,
      'pnpm install',
      fence,
      '::::',
    ].join('\n')
    const { tree, messages } = await compile(markdown)
    const [group] = elements(tree, 'code-group')
    expect(group).toBeDefined()
    expect(group!.children.filter((c) => c.type === 'element').map((c) => c.tagName)).toEqual([
      'pre',
      'pre',
    ])
    expect(messages).toHaveLength(0)
  })

  it('reports a non-code child at its own line', async () => {
    const markdown = [
      '::::code-group',
      `${fence}bash [npm]`,
      'npm i',
      fence,
      '',
      'Some prose',
      '::::',
    ].join('\n')
    const { messages } = await compile(markdown)
    expect(messages).toHaveLength(1)
    expect(messages[0]!.reason).toContain('only fenced code blocks')
    expect(messages[0]!.line).toBe(6)
    expect(messages[0]!.column).toBe(1)
  })
})
