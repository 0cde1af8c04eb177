/** `::::steps` becomes `<steps>`: each heading inside starts a numbered step (numbered in CSS). */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { eachDirective, toElement } from './directive.ts'

export function remarkSteps() {
  return (tree: Root, file: VFile) => {
    eachDirective(tree, 'containerDirective', ['steps'], (node) => {
      if (!node.children.some((c) => c.type === 'heading')) {
        file.message('Steps need a heading (### …) at the start of each step.', node)
      }
      toElement(node, 'steps')
    })
  }
}
