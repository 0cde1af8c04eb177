import type { Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { h } from 'hastscript'
import { describe, expect, it } from 'vitest'
import { keepUnits, rehypeNumberUnits } from './rehype-number-units.ts'

const glue = (tree: Root) => {
  rehypeNumberUnits()(tree)
  return toHtml(tree)
}

describe('rehypeNumberUnits', () => {
  it('keeps a number with its unit, the text as written', () => {
    const tree = h(null, [h('td', 'From 1.8 MB to 182 KB in 16 ms.')])
    expect(glue(tree)).toBe(
      '<td>From <span class="glue">1.8 MB</span> to <span class="glue">182 KB</span> in <span class="glue">16 ms</span>.</td>',
    )
  })

  it('reads Chinese text around the pair, and leaves words that only start like a unit', () => {
    const tree = h(null, [h('p', '压缩到 3 KB，共 2 Bytes 和 5 seconds')])
    expect(glue(tree)).toBe('<p>压缩到 <span class="glue">3 KB</span>，共 2 Bytes 和 5 seconds</p>')
    const words = h(null, [h('p', '随手一张就是两三 MB。')])
    expect(glue(words)).toBe('<p>随手一张就是<span class="glue">两三 MB</span>。</p>')
  })

  it('leaves code, keys and formulas alone', () => {
    const tree = h(null, [h('p', [h('code', '1 MB'), h('kbd', '2 s'), h('span.katex', '3 px')])])
    expect(glue(tree)).toBe('<p><code>1 MB</code><kbd>2 s</kbd><span class="katex">3 px</span></p>')
  })
})

describe('keepUnits', () => {
  it('joins a number to its unit with a no-break space in a line of prose', () => {
    expect(keepUnits('Under 3 KB gzipped, 16 ms to run, 3 KBs')).toBe(
      'Under 3\u00a0KB gzipped, 16\u00a0ms to run, 3 KBs',
    )
    expect(keepUnits('压缩后不到 3 KB。')).toBe('压缩后不到 3\u00a0KB。')
    expect(keepUnits('随手一张就是两三 MB。')).toBe('随手一张就是两三\u00a0MB。')
  })
})
