import type { Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { VFile } from 'vfile'
import { rehypeRawWhenPresent } from './rehype-raw-when-present.ts'

const paragraph = (value: string): Root => ({
  type: 'root',
  children: [
    { type: 'element', tagName: 'p', properties: {}, children: [{ type: 'text', value }] },
  ],
})

describe('rehypeRawWhenPresent', () => {
  it('leaves a tree with no raw HTML as it is, without rebuilding it', () => {
    const tree = paragraph('plain')
    expect(rehypeRawWhenPresent()(tree, new VFile())).toBe(tree)
  })

  it('parses raw HTML into elements when there is some', () => {
    const tree: Root = { type: 'root', children: [{ type: 'raw', value: '<kbd>K</kbd>' }] }
    const result = rehypeRawWhenPresent()(tree, new VFile())
    expect(result.children[0]).toMatchObject({ type: 'element', tagName: 'kbd' })
  })
})
