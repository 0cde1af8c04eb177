import { toString } from 'hast-util-to-string'
import { describe, expect, it } from 'vitest'
import { compileWith, elements } from '../../../../test/support/markdown-plugins.ts'
import { remarkInline } from './remark-inline.ts'

const compile = compileWith(remarkInline)

describe('remarkInline', () => {
  it('turns :kbd[Ctrl] into a kbd element with its text', async () => {
    const { tree, messages } = await compile('Press :kbd[Ctrl] + :kbd[C].')
    expect(elements(tree, 'kbd').map((k) => toString(k))).toEqual(['Ctrl', 'C'])
    expect(toString(elements(tree, 'p')[0]!)).toBe('Press Ctrl + C.')
    expect(messages).toHaveLength(0)
  })

  it('reports a kbd without a key name', async () => {
    const { messages } = await compile('Press :kbd[] now')
    expect(messages.map((m) => [m.reason, m.line, m.column])).toEqual([
      ['A key needs its name: :kbd[Ctrl].', 1, 7],
    ])
  })

  it('gives badges a color, primary by default', async () => {
    const { tree } = await compile(':badge[Beta]{color="warning"} :badge[New]')
    expect(elements(tree, 'badge').map((b) => [toString(b), b.properties.color])).toEqual([
      ['Beta', 'warning'],
      ['New', 'primary'],
    ])
  })

  it('turns :icon into an empty icon element with its name', async () => {
    const { tree, messages } = await compile(':icon{name="lucide:rocket"} launch')
    const [icon] = elements(tree, 'icon')
    expect(icon?.properties).toEqual({ name: 'lucide:rocket' })
    expect(icon?.children).toEqual([])
    expect(messages).toHaveLength(0)
  })

  it('reports an invalid icon name with the name and a hint', async () => {
    const { messages } = await compile('Go :icon{name="Rocket"}\n\n:icon')
    expect(messages).toHaveLength(2)
    expect(messages[0]!.reason).toContain('"Rocket" is not an icon name')
    expect(messages[0]!.reason).toContain('lucide:rocket')
    expect([messages[0]!.line, messages[0]!.column]).toEqual([1, 4])
    expect(messages[1]!.line).toBe(3)
  })
})
