import { toHtml } from 'hast-util-to-html'
import { h } from 'hastscript'
import { describe, expect, it } from 'vitest'
import { longest, rehypeCodeWords } from './rehype-code-words.ts'

const run = (tree: ReturnType<typeof h>) => {
  rehypeCodeWords()(h(null, [tree]))
  return toHtml(tree)
}

describe('rehypeCodeWords', () => {
  it('keeps a hyphenated or slashed word of inline code on one line', () => {
    expect(run(h('p', ['Run ', h('code', 'node-sass'), ' again.']))).toBe(
      '<p>Run <code><span class="glue">node-sass</span></code> again.</p>',
    )
    expect(run(h('p', h('code', 'color-scheme: light dark')))).toBe(
      '<p><code><span class="glue">color-scheme:</span> light dark</code></p>',
    )
    expect(run(h('p', h('code', '/blog/page/3')))).toBe(
      '<p><code><span class="glue">/blog/page/3</span></code></p>',
    )
  })

  it('leaves words with nowhere to break, long words and code blocks alone', () => {
    expect(run(h('p', h('code', 'npm run profile')))).toBe('<p><code>npm run profile</code></p>')
    expect(run(h('p', h('code', 'a -- b')))).toBe('<p><code>a -- b</code></p>')
    const long = `a-${'b'.repeat(longest)}`
    expect(run(h('p', h('code', long)))).toBe(`<p><code>${long}</code></p>`)
    expect(run(h('pre', h('code', 'node-sass')))).toBe('<pre><code>node-sass</code></pre>')
  })
})
