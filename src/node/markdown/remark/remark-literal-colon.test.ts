import type { Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { describe, expect, it } from 'vitest'
import { compileMarkdown } from '../pipeline.ts'

const text = (tree: Root) => toString(tree).trim()

describe('remarkLiteralColon', () => {
  it.each(['Meet at 10:30 today', '画面比例 16:9。', '时间 10:30', 'Port localhost:3000 is busy'])(
    'keeps "%s" as plain text, with no message',
    async (source) => {
      const { tree, messages } = await compileMarkdown(source, 'x.md')
      expect(messages).toEqual([])
      expect(text(tree)).toBe(source)
    },
  )

  it('still treats a colon before letters as an element', async () => {
    const { messages } = await compileMarkdown('Ratio 16:9 and oops:foo', 'x.md')
    expect(messages).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Unknown element "foo"') }),
    ])
  })
})
