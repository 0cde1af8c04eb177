/**
 * Gives every heading a stable id (github-slugger, Chinese kept) and wraps its text in a link to
 * itself, and records the headings for the table of contents and the link checker.
 */
import type { Element, Root } from 'hast'
import GithubSlugger from 'github-slugger'
import { toString } from 'hast-util-to-string'
import { h } from 'hastscript'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import type { TocEntry } from '../../../shared/schema.ts'

export const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6']

declare module 'vfile' {
  interface DataMap {
    /** Every heading of the page, in order. */
    headings: TocEntry[]
  }
}

/** remark-rehype's hidden footnotes heading: no author's heading may take its id. */
export const footnoteLabelId = 'footnote-label'

function hasLink(node: Element): boolean {
  let found = false
  visit(node, 'element', (child: Element) => {
    if (child.tagName === 'a') found = true
  })
  return found
}

export function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger()
    // remark-rehype's hidden footnotes heading is referenced by this id; an author's heading
    // must never take it, and it belongs in neither the table of contents nor the anchors.
    slugger.slug(footnoteLabelId)
    const headings: TocEntry[] = []
    visit(tree, 'element', (node: Element) => {
      if (!headingTags.includes(node.tagName)) return
      if (node.properties.id === footnoteLabelId) return 'skip'
      const text = toString(node).trim()
      const id =
        typeof node.properties.id === 'string'
          ? slugger.slug(node.properties.id, true)
          : slugger.slug(text)
      node.properties.id = id
      headings.push({ id, text, depth: Number(node.tagName[1]) })
      // A heading that holds a link cannot be wrapped in another: nested links are invalid HTML.
      if (!hasLink(node)) node.children = [h('a', { href: `#${id}` }, node.children)]
      return 'skip'
    })
    file.data.headings = headings
  }
}
