import { describe, expect, it } from 'vitest'
import { compileWith, elements } from '../../../../../test/support/markdown-plugins.ts'
import { remarkCard } from './remark-card.ts'

const compile = compileWith(remarkCard)

describe('remarkCard', () => {
  it('keeps title, icon and to, inside a card-group', async () => {
    const markdown = [
      '::::card-group',
      ':::card{title="Start" icon="lucide:rocket" to="/blog/start"}',
      'Read this first.',
      ':::',
      '::::',
    ].join('\n')
    const { tree, messages } = await compile(markdown)
    const [group] = elements(tree, 'card-group')
    const [card] = elements(tree, 'card')
    expect(group?.children).toContain(card)
    expect(card?.properties).toEqual({ title: 'Start', icon: 'lucide:rocket', to: '/blog/start' })
    expect(messages).toHaveLength(0)
  })

  it('has no icon or to when none are given, and takes the title from brackets', async () => {
    const { tree, messages } = await compile(':::card[Plain card]\nBody\n:::')
    const [card] = elements(tree, 'card')
    expect(card?.properties).toEqual({ title: 'Plain card' })
    expect(elements(tree, 'p')).toHaveLength(1)
    expect(messages).toHaveLength(0)
  })

  it('reports a card without a title at its line', async () => {
    const { messages } = await compile('Intro\n\n:::card{icon="lucide:rocket"}\nBody\n:::')
    expect(messages.map((m) => [m.reason, m.line])).toEqual([
      ['A card needs a title: :::card{title="…"}.', 3],
    ])
  })
})
