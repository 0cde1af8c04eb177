/**
 * The build-time twin of CSS `text-autospace` (decision 0042). Chinese text reads better with a
 * little room between Han characters and Latin letters or digits (中文 React 中文); browsers with
 * `text-autospace` add it themselves, 1/8 of the ideograph's width, and the others get it from
 * here: an empty `<span class="autospace">` at each boundary, given that width by CSS and none
 * under `@supports (text-autospace: normal)`, so no browser spaces twice. An element rather than
 * a thin space: nothing is added to the text, so copying, search and reading time see the words
 * as written, and the browser's own spacing, which works across elements, is not doubled by a
 * character it would also space.
 *
 * The classes follow Chromium's (text_auto_space.cc): ideographs are Han, kana and bopomofo;
 * "alpha" is any letter or digit below U+2E80, so full-width forms and punctuation get nothing.
 * Code, keyboard keys, formulas and diagrams keep their text exactly as written.
 */
import type { Element, ElementContent, Root, Text } from 'hast'
import { h } from 'hastscript'

const ideograph = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u
const alpha = /(?=[\p{L}\p{Nd}])[\u0000-\u2e7f]/u

/** Whether the room goes between these two characters. */
export function needsGap(before: string | undefined, after: string | undefined): boolean {
  if (!before || !after) return false
  return (
    (ideograph.test(before) && alpha.test(after)) || (alpha.test(before) && ideograph.test(after))
  )
}

/** Elements whose text is never touched (here and by rehype-phrase-breaks.ts). */
const keep = new Set(['code', 'pre', 'kbd', 'samp', 'math', 'svg', 'script', 'style', 'diagram'])
/** Inline elements a boundary may cross (`中文<strong>React</strong>`). */
const phrasing = new Set('a abbr b cite del dfn em i ins mark q s small span strong u'.split(' '))

export const kept = (node: Element) => {
  const classes = node.properties.className
  return keep.has(node.tagName) || (Array.isArray(classes) && classes.includes('katex'))
}

export const gap = (): Element => h('span.autospace')

/** The first or last character of a node's text, undefined where none may be spaced. */
function edge(node: ElementContent, end: boolean): string | undefined {
  if (node.type === 'text') return end ? node.value.at(-1) : node.value[0]
  if (node.type !== 'element' || !phrasing.has(node.tagName) || kept(node)) return undefined
  const children = end ? [...node.children].reverse() : node.children
  const first = children.find((c) => c.type !== 'text' || c.value !== '')
  return first ? edge(first, end) : undefined
}

/** A text split at its boundaries, a gap between the pieces. */
function splitText(node: Text): ElementContent[] {
  const out: ElementContent[] = []
  const chars = [...node.value]
  let start = 0
  let piece = ''
  for (let i = 0; i < chars.length; i++) {
    piece += chars[i]
    if (needsGap(chars[i], chars[i + 1])) {
      out.push({ type: 'text', value: piece }, gap())
      piece = ''
      start = i + 1
    }
  }
  if (start === 0) return [node]
  out.push({ type: 'text', value: piece })
  return out
}

function space(parent: Root | Element): void {
  const children: ElementContent[] = []
  for (const child of parent.children as ElementContent[]) {
    const previous = children.at(-1)
    if (previous && needsGap(edge(previous, true), edge(child, false))) children.push(gap())
    if (child.type === 'text') children.push(...splitText(child))
    else {
      if (child.type === 'element' && !kept(child)) space(child)
      children.push(child)
    }
  }
  parent.children = children
}

export function rehypeAutospace() {
  return (tree: Root) => space(tree)
}
