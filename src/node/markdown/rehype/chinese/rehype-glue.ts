/**
 * A footnote marker never starts a line (issue 54, item 20). Between a Han character and a digit
 * a browser may break, so `…几兆¹。` could end a line at 兆 and start the next with the marker. The
 * character before each marker, the marker and the punctuation right after it go into one
 * `<span class="footnote-glue">` that does not wrap (chinese-typography.css): the line breaks
 * before the character instead. Nothing is added to the text, so copying and search see it as
 * written. Applied to Chinese pages, where the break exists.
 */
import type { Element, ElementContent, Root } from 'hast'
import { h } from 'hastscript'
import { visit } from 'unist-util-visit'

/** Punctuation that closes a phrase: it stays with the marker before it. */
const closing = /^[。，、；：！？）」』”’》〉.,;:!?)\]]+/u

const isMarker = (node: ElementContent | undefined): node is Element =>
  node?.type === 'element' &&
  node.tagName === 'sup' &&
  node.children.some((c) => c.type === 'element' && c.properties.dataFootnoteRef !== undefined)

export function rehypeFootnoteGlue() {
  return (tree: Root) => {
    visit(tree, 'element', (parent) => {
      // A glue made here holds its marker already.
      if (parent.properties.className?.toString() === 'footnote-glue') return
      const children = parent.children
      for (let i = 1; i < children.length; i++) {
        const marker = children[i]
        const before = children[i - 1]
        if (!isMarker(marker) || before?.type !== 'text') continue
        // The last character, whole (a character outside the BMP is two code units).
        const last = Array.from(before.value).at(-1)
        if (!last || /\s/u.test(last)) continue
        const glued: ElementContent[] = [{ type: 'text', value: last }, marker]
        const after = children[i + 1]
        const punctuation = after?.type === 'text' ? closing.exec(after.value)?.[0] : undefined
        if (punctuation && after?.type === 'text') {
          glued.push({ type: 'text', value: punctuation })
          after.value = after.value.slice(punctuation.length)
        }
        before.value = before.value.slice(0, -last.length)
        children.splice(i, 1, h('span.footnote-glue', glued))
      }
    })
  }
}
