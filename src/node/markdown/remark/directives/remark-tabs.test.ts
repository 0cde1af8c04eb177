import { describe, expect, it } from 'vitest'
import { compileWith, elements } from '../../../../../test/support/markdown-plugins.ts'
import { remarkTabs } from './remark-tabs.ts'

const compile = compileWith(remarkTabs)

describe('remarkTabs', () => {
  it('turns tabs into <tabs> of labelled <tab> elements', async () => {
    const markdown =
      '::::tabs\n:::tab{label="macOS"}\nbrew\n:::\n:::tab{label="Windows"}\nwinget\n:::\n::::'
    const { tree, messages } = await compile(markdown)
    expect(elements(tree, 'tabs')).toHaveLength(1)
    expect(elements(tree, 'tab').map((t) => t.properties.label)).toEqual(['macOS', 'Windows'])
    expect(messages).toHaveLength(0)
  })

  it('accepts the label in brackets and removes it from the body', async () => {
    const { tree, messages } = await compile('::::tabs\n:::tab[Linux]\napt\n:::\n::::')
    const [tab] = elements(tree, 'tab')
    expect(tab?.properties.label).toBe('Linux')
    expect(elements(tree, 'p')).toHaveLength(1)
    expect(messages).toHaveLength(0)
  })

  it('reports a tab without a label at its line', async () => {
    const { tree, messages } = await compile('::::tabs\n:::tab\nx\n:::\n::::')
    expect(elements(tree, 'tab')[0]?.properties.label).toBe('')
    expect(messages.map((m) => [m.reason, m.line])).toEqual([
      ['A tab needs a label: :::tab{label="macOS"}.', 2],
    ])
  })

  it('reports content in tabs that is not a tab', async () => {
    const { messages } = await compile('::::tabs\nStray text\n\n:::tab{label="A"}\nx\n:::\n::::')
    expect(messages).toHaveLength(1)
    expect(messages[0]!.reason).toContain('Tabs may hold only')
    expect(messages[0]!.line).toBe(2)
  })
})
