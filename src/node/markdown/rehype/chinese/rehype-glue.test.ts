import type { Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { h } from 'hastscript'
import { describe, expect, it } from 'vitest'
import { rehypeFootnoteGlue } from './rehype-footnote-glue.ts'

const marker = (n: number) =>
  h('sup', [h('a', { href: `#fn-${n}`, dataFootnoteRef: '' }, String(n))])
const glue = (tree: Root) => {
  rehypeFootnoteGlue()(tree)
  return toHtml(tree)
}

describe('rehypeFootnoteGlue', () => {
  it('keeps a marker with the character before it and the punctuation after it', () => {
    const tree = h(null, [h('p', ['一个页面只有几兆', marker(1), '。后面还有字'])])
    expect(glue(tree)).toBe(
      '<p>一个页面只有几<span class="footnote-glue">兆<sup><a href="#fn-1" data-footnote-ref="">1</a></sup>。</span>后面还有字</p>',
    )
  })
  it('keeps a character outside the BMP whole, and leaves a marker after a space alone', () => {
    const tree = h(null, [h('p', ['𠮷', marker(1), ' and ', marker(2)])])
    expect(glue(tree)).toBe(
      '<p><span class="footnote-glue">𠮷<sup><a href="#fn-1" data-footnote-ref="">1</a></sup></span> and <sup><a href="#fn-2" data-footnote-ref="">2</a></sup></p>',
    )
  })
  it('leaves other superscripts as they are', () => {
    const tree = h(null, [h('p', ['E = mc', h('sup', '2')])])
    expect(glue(tree)).toBe('<p>E = mc<sup>2</sup></p>')
  })
})
