/**
 * remark-directive reads `:30` in "10:30" or `:9` in "16:9" as a text directive, since its names
 * may start with a digit. No element of ours does, so such "directives" go back to the text they were.
 */
import type { Parent, Root } from 'mdast'
import type { TextDirective } from 'mdast-util-directive'
import { SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

export function remarkLiteralColon() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value)
    visit(tree, 'textDirective', (node: TextDirective, index, parent: Parent | undefined) => {
      if (!parent || index === undefined || /^[a-z]/i.test(node.name)) return
      const { start, end } = node.position ?? {}
      const value =
        start?.offset !== undefined && end?.offset !== undefined
          ? source.slice(start.offset, end.offset)
          : `:${node.name}`
      parent.children[index] = { type: 'text', value }
      return [SKIP, index]
    })
  }
}
