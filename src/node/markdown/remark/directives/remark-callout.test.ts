import { describe, expect, it } from 'vitest'
import { compileWith, elements } from '../../../../../test/support/markdown-plugins.ts'
import { calloutTypes, remarkCallout } from './remark-callout.ts'

const run = compileWith(remarkCallout)
const compile = async (markdown: string) => (await run(markdown)).tree

describe('remarkCallout', () => {
  it('turns :::tip[Title] into a callout with type and title, dropping the label paragraph', async () => {
    const tree = await compile(':::tip[Title]\nBody with **bold**.\n:::')
    const [callout] = elements(tree, 'callout')
    expect(callout?.properties).toEqual({ type: 'tip', title: 'Title' })
    const paragraphs = elements(tree, 'p')
    expect(paragraphs).toHaveLength(1)
    expect(JSON.stringify(paragraphs[0])).not.toContain('Title')
    expect(elements(tree, 'strong')).toHaveLength(1)
  })

  it('handles every callout type, with or without a title', async () => {
    for (const type of calloutTypes) {
      const [callout] = elements(await compile(`:::${type}\nText\n:::`), 'callout')
      expect(callout?.properties).toEqual({ type })
    }
  })

  it('uses the plain text of a formatted title', async () => {
    const [callout] = elements(await compile(':::warning[Do **not** panic]\nx\n:::'), 'callout')
    expect(callout?.properties.title).toBe('Do not panic')
  })

  it('leaves other directives alone', async () => {
    const tree = await compile(':::card{title="x"}\nText\n:::')
    expect(elements(tree, 'callout')).toHaveLength(0)
  })
})
