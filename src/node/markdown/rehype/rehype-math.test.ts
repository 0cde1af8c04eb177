import type { Root } from 'hast'
import remarkMath from 'remark-math'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { elements } from '../../../../test/support/markdown-plugins.ts'
import { rehypeMath } from './rehype-math.ts'

const processor = unified().use(remarkParse).use(remarkMath).use(remarkRehype).use(rehypeMath)

async function compile(markdown: string) {
  const file = new VFile(markdown)
  const tree = (await processor.run(processor.parse(file), file)) as Root
  return { tree, file }
}

const hasClass = (tree: Root, name: string) =>
  elements(tree, 'span').filter((s) =>
    ((s.properties.className as string[] | undefined) ?? []).includes(name),
  )

describe('rehypeMath', () => {
  it('typesets inline and display formulas into KaTeX HTML and MathML, and says the body has math', async () => {
    const { tree, file } = await compile('Mean $\\bar{x}$.\n\n$$\n\\sum_{i=1}^{n} x_i\n$$')
    expect(hasClass(tree, 'katex')).toHaveLength(2)
    expect(hasClass(tree, 'katex-display')).toHaveLength(1)
    expect(elements(tree, 'math')).toHaveLength(2)
    expect(elements(tree, 'annotation').map((a) => a.children[0])).toMatchObject([
      { value: '\\bar{x}' },
      { value: '\\sum_{i=1}^{n} x_i' },
    ])
    // No source left behind for Shiki to take for code.
    expect(elements(tree, 'code')).toHaveLength(0)
    expect(file.data.math).toBe(true)
    expect(file.messages).toEqual([])
  })

  it('leaves a body without formulas alone', async () => {
    const { tree, file } = await compile('Costs 5 dollars, `$HOME` is code, and \\$5 is text.')
    expect(hasClass(tree, 'katex')).toHaveLength(0)
    expect(file.data.math).toBeUndefined()
  })

  it('reports a formula KaTeX cannot read in plain words, at its first $', async () => {
    const { file } = await compile('Fine $x$.\n\nBroken $\\frac{1}{$ here.\n\n$$\n\\begin{x}\n$$')
    expect(file.messages.map((m) => [m.line, m.column, m.reason])).toEqual([
      [
        3,
        8,
        "This formula cannot be typeset: Unexpected end of input in a macro argument, expected '}'. Check the TeX between the $ signs (write \\$ for a dollar sign in text).",
      ],
      [
        5,
        1,
        'This formula cannot be typeset: No such environment: x. Check the TeX between the $ signs (write \\$ for a dollar sign in text).',
      ],
    ])
  })
})
