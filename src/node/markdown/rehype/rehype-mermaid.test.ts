import type { Root } from 'hast'
import { toString } from 'hast-util-to-string'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { elements } from '../../../../test/support/markdown-plugins.ts'
import { rehypeMermaid } from './rehype-mermaid.ts'

const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeMermaid)

async function compile(markdown: string) {
  const file = new VFile(markdown)
  return (await processor.run(processor.parse(file), file)) as Root
}

describe('rehypeMermaid', () => {
  it('turns a mermaid fence into a diagram holding its source in a plain <pre>', async () => {
    const tree = await compile('Before.\n\n```mermaid\ngraph LR\n  A --> B\n```\n')
    const [diagram] = elements(tree, 'diagram')
    expect(diagram?.position?.start).toMatchObject({ line: 3, column: 1 })
    expect(diagram?.children).toEqual([
      {
        type: 'element',
        tagName: 'pre',
        properties: { dataLanguage: 'mermaid' },
        children: [{ type: 'text', value: 'graph LR\n  A --> B' }],
      },
    ])
    // No <code> inside: Shiki leaves the source as written.
    expect(elements(tree, 'code')).toHaveLength(0)
  })

  it('keeps other fences as code', async () => {
    const tree = await compile('```ts\nconst a = 1\n```\n\n```\nplain\n```')
    expect(elements(tree, 'diagram')).toHaveLength(0)
    expect(elements(tree, 'code').map((c) => toString(c))).toEqual(['const a = 1\n', 'plain\n'])
  })
})
