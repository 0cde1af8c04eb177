/**
 * A ```` ```mermaid ```` fence becomes a `<diagram>` holding its source in a plain `<pre>`: the
 * prerendered page shows the source (a reader without JavaScript reads it as a code block), and
 * the browser draws the diagram over it with Mermaid, loaded only where a diagram is
 * (src/client/content-elements/diagram.tsx). Drawing needs a DOM, so the build leaves it to the browser.
 *
 * It runs before Shiki, which would otherwise take the fence for an unknown language; the `<pre>`
 * has no `<code>` inside, so Shiki passes it by.
 */
import type { Element, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { h } from 'hastscript'
import { SKIP, visit } from 'unist-util-visit'
import { fenceOf } from './shiki/rehype-shiki.ts'

export function rehypeMermaid() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!parent || index === undefined || fenceOf(node)?.lang !== 'mermaid') return
      const source = toString(node).replace(/\n$/, '')
      const diagram = h('diagram', [h('pre', { dataLanguage: 'mermaid' }, source)])
      parent.children[index] = { ...diagram, position: node.position }
      return SKIP
    })
  }
}
