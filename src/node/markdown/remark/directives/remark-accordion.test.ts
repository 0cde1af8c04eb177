import { toString } from 'hast-util-to-string'
import { describe, expect, it } from 'vitest'
import { compileWith, elements } from '../../../../../test/support/markdown-plugins.ts'
import { remarkAccordion } from './remark-accordion.ts'

const compile = compileWith(remarkAccordion)

describe('remarkAccordion', () => {
  it('turns an accordion into labelled accordion-item elements', async () => {
    const markdown = [
      '::::accordion',
      ':::accordion-item{label="问题？"}',
      '回答。',
      ':::',
      ':::accordion-item[Second?]',
      'Yes.',
      ':::',
      '::::',
    ].join('\n')
    const { tree, messages } = await compile(markdown)
    const [accordion] = elements(tree, 'accordion')
    const items = elements(tree, 'accordion-item')
    expect(accordion).toBeDefined()
    expect(items.map((i) => i.properties.label)).toEqual(['问题？', 'Second?'])
    expect(items.map((i) => toString(i).trim())).toEqual(['回答。', 'Yes.'])
    expect(messages).toHaveLength(0)
  })

  it('reports an item without a label', async () => {
    const { tree, messages } = await compile('::::accordion\n:::accordion-item\nA.\n:::\n::::')
    expect(elements(tree, 'accordion-item')[0]?.properties.label).toBe('')
    expect(messages).toHaveLength(1)
    expect(messages[0]!.reason).toContain('accordion item needs a label')
    expect(messages[0]!.line).toBe(2)
  })
})
