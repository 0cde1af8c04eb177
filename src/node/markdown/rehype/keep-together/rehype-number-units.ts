/**
 * A number keeps its unit on its line (1.8 MB, 182 KB, 16 ms, 两三 MB): a narrow table column broke
 * between them, leaving "MB" alone under "1.8". Each such pair is glued (glue-spans.ts), in every
 * language. Code, keys and formulas are left alone.
 */
import type { Root } from 'hast'
import { SKIP, visit } from 'unist-util-visit'
import { glueMatches } from './glue-spans.ts'

/** A number, from its first digit (or in Chinese numerals: 两三 MB), and its unit. */
const unit =
  /(?:(?<![\d.,])[\d.,]*\d|[一二两三四五六七八九十百千万几]+)[ \u00a0](?:[KMGT]i?B|kB|B|ms|s|px|rem|em|fps|[kMG]?Hz)(?![\p{L}\p{N}])/gu
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
      const kept = glueMatches(node.value, unit)
      if (!kept) return
      parent.children.splice(index, 1, ...kept)
      return [SKIP, index + kept.length]
    })
  }
}
