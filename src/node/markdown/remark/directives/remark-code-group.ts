/** `::::code-group` around fenced code blocks becomes `<code-group>`; each block's `[label]` names its tab. */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { eachDirective, toElement } from './directive.ts'

export function remarkCodeGroup() {
  return (tree: Root, file: VFile) => {
    eachDirective(tree, 'containerDirective', ['code-group'], (node) => {
      for (const child of node.children) {
        if (child.type !== 'code') {
          file.message('A code-group may hold only fenced code blocks (```lang [label]).', child)
        }
      }
      toElement(node, 'code-group')
    })
  }
}
