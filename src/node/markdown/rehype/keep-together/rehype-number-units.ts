/**
 * A number keeps its unit on its line (1.8 MB, 182 KB, 16 ms): a narrow table column broke
 * between them, leaving "MB" alone under "1.8". Each such pair goes into a
 * `<span class="glue">` that does not wrap (chinese-typography.css), in every language; the text
 * is unchanged, so copying and search see it as written. Code, keys and formulas are left alone.
 */
import type { ElementContent, Root } from 'hast'
import { h } from 'hastscript'
import { SKIP, visit } from 'unist-util-visit'

const unit = /\d[ \u00a0](?:[KMGT]i?B|kB|B|ms|s|px|rem|em|fps|[kMG]?Hz)(?![\p{L}\p{N}])/gu
const literal = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'svg', 'math'])

/**
 * `text` with the space between each number and its unit made a no-break space: for prose that
 * reaches the page as a string, not through this plugin (a project's description in YAML).
 */
export function keepUnits(text: string): string {
  return text.replace(unit, (pair) => pair.replace(' ', '\u00a0'))
}

export function rehypeNumberUnits() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'element') {
        const classes = String(node.properties.className)
        return literal.has(node.tagName) || classes === 'glue' || classes === 'katex'
          ? SKIP
          : undefined
      }
      if (node.type !== 'text' || !parent || index === undefined) return
      const pieces: ElementContent[] = []
      let last = 0
      for (const match of node.value.matchAll(unit)) {
        // The glue starts at the number's first digit.
        const start = node.value.slice(0, match.index + 1).search(/[\d.,]*\d$/)
        pieces.push({ type: 'text', value: node.value.slice(last, start) })
        pieces.push(h('span.glue', node.value.slice(start, match.index + match[0].length)))
        last = match.index + match[0].length
      }
      if (!pieces.length) return
      pieces.push({ type: 'text', value: node.value.slice(last) })
      const kept = pieces.filter((piece) => piece.type !== 'text' || piece.value)
      parent.children.splice(index, 1, ...kept)
      return [SKIP, index + kept.length]
    })
  }
}
