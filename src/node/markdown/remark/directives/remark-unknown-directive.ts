/**
 * Runs after every element plugin: a directive nobody claimed is a typo or a colon in prose,
 * and either way the author should hear about it rather than see it vanish.
 */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { visit } from 'unist-util-visit'
import { isDirective } from './directive.ts'

const inlineElements = ['badge', 'kbd', 'icon']

export function remarkUnknownDirective(known: readonly string[]) {
  return () => (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (!isDirective(node) || node.data?.hName) return
      if (known.includes(node.name)) {
        const form = inlineElements.includes(node.name)
          ? 'inline, like :kbd[Ctrl]'
          : 'a block, between ":::name" and ":::" lines'
        file.message(`"${node.name}" is written ${form}.`, node)
        return
      }
      const hint =
        node.type === 'textDirective'
          ? ` If you meant a colon in the text, write "\\:${node.name}" or use a full-width "：".`
          : ''
      file.message(
        `Unknown element "${node.name}". Known elements: ${known.join(', ')}.${hint}`,
        node,
      )
    })
  }
}
