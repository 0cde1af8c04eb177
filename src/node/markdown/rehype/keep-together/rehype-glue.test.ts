import type { Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { h } from 'hastscript'
import { describe, expect, it } from 'vitest'
import { rehypeGlue } from './rehype-glue.ts'

const marker = (n: number) =>
  h('sup', [h('a', { href: `#fn-${n}`, dataFootnoteRef: '' }, String(n))])
const glue = (tree: Root) => {
  rehypeGlue()(tree)
  return toHtml(tree)
}

describe('rehypeGlue', () => {
  it('keeps a marker with the character before it and the punctuation after it', () => {
    const tree = h(null, [h('p', ['一个页面只有几兆', marker(1), '。后面还有字'])])
    expect(glue(tree)).toBe(
      '<p>一个页面只有几<span class="glue">兆<sup><a href="#fn-1" data-footnote-ref="">1</a></sup>。</span>后面还有字</p>',
    )
  })
  it('keeps a character outside the BMP whole, and leaves a marker after a space alone', () => {
    const tree = h(null, [h('p', ['𠮷', marker(1), ' and ', marker(2)])])
    expect(glue(tree)).toBe(
      '<p><span class="glue">𠮷<sup><a href="#fn-1" data-footnote-ref="">1</a></sup></span> and <sup><a href="#fn-2" data-footnote-ref="">2</a></sup></p>',
    )
  })
  it('leaves other superscripts as they are', () => {
    const tree = h(null, [h('p', ['E = mc', h('sup', '2')])])
    expect(glue(tree)).toBe('<p>E = mc<sup>2</sup></p>')
  })
  it('keeps a footnote’s back link with the character and the space before it', () => {
    const back = h('a', { href: '#fnref-1', dataFootnoteBackref: '' }, '↩')
    const tree = h(null, [h('p', ['写在页面上。 ', back])])
    expect(glue(tree)).toBe(
      '<p>写在页面上<span class="glue">。 <a href="#fnref-1" data-footnote-backref="">↩</a></span></p>',
    )
  })
  it('keeps the punctuation after a formula with it, and leaves the text before alone', () => {
    const formula = h('span.katex', 'x')
    const tree = h(null, [
      h('p', ['面积是', formula, '。然后']),
      h('p', ['是', h('span.katex', 'y'), '和']),
    ])
    expect(glue(tree)).toBe(
      '<p>面积是<span class="glue"><span class="katex">x</span>。</span>然后</p><p>是<span class="katex">y</span>和</p>',
    )
  })
})
