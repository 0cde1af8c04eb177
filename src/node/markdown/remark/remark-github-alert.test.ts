import { toString } from 'hast-util-to-string'
import { describe, expect, it } from 'vitest'
import { compileWith, elements } from '../../../../test/support/markdown-plugins.ts'
import { remarkGithubAlert } from './remark-github-alert.ts'

const run = compileWith(remarkGithubAlert)
const compile = async (markdown: string) => (await run(markdown)).tree

describe('remarkGithubAlert', () => {
  it('turns > [!WARNING] into a warning callout without the marker text', async () => {
    const tree = await compile('> [!WARNING]\n> Back up your data **first**.')
    const [callout] = elements(tree, 'callout')
    expect(callout?.properties).toEqual({ type: 'warning' })
    expect(toString(callout!).trim()).toBe('Back up your data first.')
    expect(elements(tree, 'blockquote')).toHaveLength(0)
  })

  it('maps each marker to its callout type, IMPORTANT reading as a note', async () => {
    const expected = {
      NOTE: 'note',
      TIP: 'tip',
      IMPORTANT: 'note',
      WARNING: 'warning',
      CAUTION: 'caution',
    }
    for (const [marker, type] of Object.entries(expected)) {
      const [callout] = elements(await compile(`> [!${marker}]\n> Text`), 'callout')
      expect(callout?.properties.type).toBe(type)
    }
  })

  it('drops a marker-only first paragraph and keeps the following ones', async () => {
    const tree = await compile('> [!TIP]\n>\n> First.\n>\n> Second.')
    const [callout] = elements(tree, 'callout')
    expect(elements(tree, 'p').map((p) => toString(p))).toEqual(['First.', 'Second.'])
    expect(toString(callout!)).not.toContain('[!TIP]')
  })

  it('drops the hard break after a marker', async () => {
    const tree = await compile('> [!NOTE]  \n> Body')
    expect(elements(tree, 'br')).toHaveLength(0)
    expect(toString(elements(tree, 'callout')[0]!).trim()).toBe('Body')
  })

  it('leaves ordinary quotes and unknown markers as blockquotes', async () => {
    for (const markdown of ['> Just a quote', '> [!DANGER]\n> Text', '> [!NOTE] same line']) {
      const tree = await compile(markdown)
      expect(elements(tree, 'callout')).toHaveLength(0)
      expect(elements(tree, 'blockquote')).toHaveLength(1)
    }
  })
})
