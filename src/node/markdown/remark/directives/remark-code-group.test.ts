import { describe, expect, it } from 'vitest'
import { compileWith, elements } from '../../../../../test/support/markdown-plugins.ts'
import { remarkCodeGroup } from './remark-code-group.ts'

const compile = compileWith(remarkCodeGroup)

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
