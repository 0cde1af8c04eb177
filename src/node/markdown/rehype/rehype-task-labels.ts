/**
 * remark-gfm renders a task as a bare disabled checkbox before its text, so screen readers meet
 * an unnamed checkbox (and axe reports a form element without a label). Wrapping the checkbox and
 * the inline content after it in a `<label>` names it by that text and keeps its checked state; a
 * nested list stays outside. In a loose list the checkbox is inside the item's first paragraph.
 * Done here, at build time, the browser renders the label as any other element.
 */
import type { Element, ElementContent, Root } from 'hast'
import { h } from 'hastscript'
import { visit } from 'unist-util-visit'

const blockTags = new Set(['p', 'ul', 'ol', 'div', 'pre', 'blockquote', 'table'])

const isElement = (node: ElementContent): node is Element => node.type === 'element'

function labelled(children: ElementContent[]): ElementContent[] {
  const start = children.findIndex((node) => isElement(node) && node.tagName === 'input')
  if (start === -1) {
    const first = children.find(isElement)
    if (first?.tagName === 'p') first.children = labelled(first.children)
    return children
  }
  const block = children.findIndex(
    (node, i) => i > start && isElement(node) && blockTags.has(node.tagName),
  )
  const end = block === -1 ? children.length : block
  // The gap after the box is the stylesheet's, a width it knows (the wrapped lines' indent), not a
  // space of whatever font the text is in.
  const next = children[start + 1]
  if (next?.type === 'text') next.value = next.value.replace(/^\s+/, '')
  const label = h('label', children.slice(start, end))
  return [...children.slice(0, start), label, ...children.slice(end)]
}

export function rehypeTaskLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const classes = node.properties.className
      if (node.tagName === 'li' && Array.isArray(classes) && classes.includes('task-list-item'))
        node.children = labelled(node.children)
    })
  }
}
