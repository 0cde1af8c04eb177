/** `::::tabs` with `:::tab{label="…"}` children becomes `<tabs>` of `<tab label>`. */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { eachDirective, takeLabel, toElement } from './directive.ts'

export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    eachDirective(tree, 'containerDirective', ['tabs'], (node) => {
      for (const child of node.children) {
        if (!(child.type === 'containerDirective' && child.name === 'tab')) {
          file.message('Tabs may hold only :::tab{label="…"} blocks.', child)
        }
      }
      toElement(node, 'tabs')
    })
    eachDirective(tree, 'containerDirective', ['tab'], (node) => {
      const bracket = takeLabel(node)
      const label = node.attributes?.label ?? bracket
      if (!label) file.message('A tab needs a label: :::tab{label="macOS"}.', node)
      toElement(node, 'tab', { label: label ?? '' })
    })
  }
}
