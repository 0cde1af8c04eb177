/**
 * What a Chinese line must not start with (issue 54, item 20), kept with what comes before it in
 * a `<span class="glue">` that does not wrap (chinese-typography.css), so the line breaks before
 * the span instead:
 * - a footnote marker: between a Han character and a digit a browser may break, so `…几兆¹。`
 *   could end a line at 兆. The character before it and the punctuation after it join it.
 * - a footnote's back link (↩): GFM puts a space before it, so `…上。 ↩` could leave the arrow
 *   alone on a line. The character before it and the space join it.
 * - the punctuation after a formula: a browser may break between KaTeX's box and `。`.
 * Nothing is added to the text, so copying and search see it as written. Applied to Chinese
 * pages, where the breaks exist.
 */
import type { Element, ElementContent, Root } from 'hast'
import { h } from 'hastscript'
import { visit } from 'unist-util-visit'

/** Punctuation that closes a phrase: it stays with what is before it. */
const closing = /^[。，、；：！？）」』”’》〉.,;:!?)\]]+/u

const isElement = (node: ElementContent | undefined): node is Element => node?.type === 'element'

const isMarker = (node: ElementContent | undefined) =>
  isElement(node) &&
  node.tagName === 'sup' &&
  node.children.some((c) => isElement(c) && c.properties.dataFootnoteRef !== undefined)

const isBackLink = (node: ElementContent | undefined) =>
  isElement(node) && node.tagName === 'a' && node.properties.dataFootnoteBackref !== undefined

const isFormula = (node: ElementContent | undefined) =>
  isElement(node) && String(node.properties.className) === 'katex'

/** The text at the end of `before` that goes with the element after it ('' for none). */
function tail(before: ElementContent | undefined, spaces: boolean): string {
  if (before?.type !== 'text') return ''
  // The last character, whole (a character outside the BMP is two code units), and for a back
  // link the space after it.
  return (spaces ? /[^\s][ \t]*$/u : /[^\s]$/u).exec(before.value)?.[0] ?? ''
}

export function rehypeGlue() {
  return (tree: Root) => {
    visit(tree, 'element', (parent) => {
      // A glue made here holds its element already.
      if (String(parent.properties.className) === 'glue') return
      const children = parent.children
      for (let i = 0; i < children.length; i++) {
        const node = children[i]
        const marker = isMarker(node)
        const formula = !marker && isFormula(node)
        if (!marker && !formula && !isBackLink(node)) continue
        const before = children[i - 1]
        const after = children[i + 1]
        const lead = formula ? '' : tail(before, !marker)
        const punctuation =
          !isBackLink(node) && after?.type === 'text' ? closing.exec(after.value)?.[0] : undefined
        if (!lead && !punctuation) continue
        const glued: ElementContent[] = [node!]
        if (lead && before?.type === 'text') {
          glued.unshift({ type: 'text', value: lead })
          before.value = before.value.slice(0, -lead.length)
        }
        if (punctuation && after?.type === 'text') {
          glued.push({ type: 'text', value: punctuation })
          after.value = after.value.slice(punctuation.length)
        }
        children.splice(i, 1, h('span.glue', glued))
      }
    })
  }
}
