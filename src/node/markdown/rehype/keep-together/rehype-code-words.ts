/**
 * A word of inline code keeps to one line: a browser may break after a hyphen or a slash, so
 * `node-sass` could end a line at `node-` and `--cpu-prof` at `--cpu-`, which reads as two
 * things, or as a typo. Each such word (no spaces, at most `longest` characters) goes into a
 * `<span class="glue">` that does not wrap (chinese-typography.css); a code of several words still
 * breaks at its spaces, and a longer word may break where the browser likes rather than run out of
 * a phone's column. The text is unchanged, so copying sees it as written. Every language.
 */
import type { Element, ElementContent, Root } from 'hast'
import { h } from 'hastscript'
import { SKIP, visit } from 'unist-util-visit'

/** Characters a word may have and still fit a 320 px column in the code face. */
export const longest = 32

/** A word with a place a browser would break at, short enough to keep whole. */
const breakable = new RegExp(`(?<!\\S)(?=\\S*[-/][\\p{L}\\p{N}])\\S{2,${longest}}(?!\\S)`, 'gu')

function glueWords(code: Element) {
  code.children = code.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'text') return [child]
    const pieces: ElementContent[] = []
    let last = 0
    for (const match of child.value.matchAll(breakable)) {
      pieces.push({ type: 'text', value: child.value.slice(last, match.index) })
      pieces.push(h('span.glue', match[0]))
      last = match.index + match[0].length
    }
    pieces.push({ type: 'text', value: child.value.slice(last) })
    return pieces.filter((piece) => piece.type !== 'text' || piece.value)
  })
}

export function rehypeCodeWords() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      // A code block's lines are Shiki's, and scroll rather than wrap.
      if (node.tagName === 'pre') return SKIP
      if (node.tagName !== 'code') return
      glueWords(node)
      return SKIP
    })
  }
}
