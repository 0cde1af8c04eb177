/**
 * Chinese headings that break between phrases (decision 0042): a `<wbr>` at each boundary BudouX
 * finds (phrases.ts), which CSS makes the heading's only break opportunities besides spaces
 * (`word-break: keep-all`). An element rather than BudouX's own separator, a zero-width space:
 * nothing is added to the text, so copying a heading, its search section and the table of
 * contents see it as written.
 *
 * The heading is segmented as one sentence across its inline elements (`用<a>Vite</a>构建`), and
 * no break goes inside code, keyboard keys or formulas. Runs after rehype-autospace, whose
 * boundary check does not look past an element it does not know, such as `<wbr>`.
 */
import type { Element, ElementContent, Root, Text } from 'hast'
import { toString } from 'hast-util-to-string'
import { h } from 'hastscript'
import { visit } from 'unist-util-visit'
import { headingTags } from '../rehype-heading-ids.ts'
import { kept } from './rehype-autospace.ts'
import { phraseBreaks } from './phrases.ts'

interface Piece {
  node: ElementContent
  start: number
  text: string
}

/** The heading's text in order: its text nodes, and each kept element as one piece. */
function piecesOf(parent: Element, out: Piece[] = [], at = { offset: 0 }): Piece[] {
  for (const node of parent.children) {
    const text =
      node.type === 'text' || (node.type === 'element' && kept(node)) ? toString(node) : ''
    if (node.type === 'element' && !kept(node)) piecesOf(node, out, at)
    else if (text) {
      out.push({ node, start: at.offset, text })
      at.offset += text.length
    }
  }
  return out
}

const wbr = (): Element => h('wbr')

/** Puts a `<wbr>` before each marked node and inside each marked text at its offsets. */
function insert(parent: Element, before: Set<ElementContent>, inside: Map<Text, number[]>) {
  parent.children = parent.children.flatMap((node) => {
    const out: ElementContent[] = before.has(node) ? [wbr()] : []
    const offsets = node.type === 'text' ? inside.get(node) : undefined
    if (offsets && node.type === 'text') {
      ;[0, ...offsets].forEach((at, i) => {
        if (i > 0) out.push(wbr())
        out.push({ type: 'text', value: node.value.slice(at, offsets[i]) })
      })
    } else {
      if (node.type === 'element' && !kept(node)) insert(node, before, inside)
      out.push(node)
    }
    return out
  })
}

function breakHeading(heading: Element) {
  const pieces = piecesOf(heading)
  const before = new Set<ElementContent>()
  const inside = new Map<Text, number[]>()
  for (const at of phraseBreaks(pieces.map((p) => p.text).join(''))) {
    const piece = pieces.find((p) => p.start <= at && at < p.start + p.text.length)!
    if (at === piece.start) before.add(piece.node)
    else if (piece.node.type === 'text') {
      inside.set(piece.node, [...(inside.get(piece.node) ?? []), at - piece.start])
    }
  }
  if (before.size || inside.size) insert(heading, before, inside)
}

export function rehypePhraseBreaks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (!headingTags.includes(node.tagName)) return
      breakHeading(node)
      return 'skip'
    })
  }
}
