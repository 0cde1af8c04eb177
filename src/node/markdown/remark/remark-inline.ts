/** Inline elements: `:badge[Beta]{color="primary"}`, `:kbd[Ctrl]`, `:icon{name="lucide:rocket"}`. */
import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import type { VFile } from 'vfile'
import { eachDirective, toElement } from './directives/directive.ts'

const iconName = /^[a-z0-9-]+:[a-z0-9-]+$/

export function remarkInline() {
  return (tree: Root, file: VFile) => {
    eachDirective(tree, 'textDirective', ['badge'], (node) => {
      toElement(node, 'badge', { color: node.attributes?.color ?? 'primary' })
    })
    eachDirective(tree, 'textDirective', ['kbd'], (node) => {
      if (!toString(node)) file.message('A key needs its name: :kbd[Ctrl].', node)
      toElement(node, 'kbd')
    })
    eachDirective(tree, 'textDirective', ['icon'], (node) => {
      const name = node.attributes?.name ?? ''
      if (!iconName.test(name)) {
        file.message(
          `"${name}" is not an icon name; write it as set:name, like :icon{name="lucide:rocket"}.`,
          node,
        )
      }
      node.children = []
      toElement(node, 'icon', { name })
    })
  }
}
