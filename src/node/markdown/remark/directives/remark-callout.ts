/** `:::note`, `:::tip`, `:::warning`, `:::caution` (optional `[title]`) become `<callout>`. */
import type { Root } from 'mdast'
import { eachDirective, takeLabel, toElement } from './directive.ts'

export const calloutTypes = ['note', 'tip', 'warning', 'caution'] as const

export function remarkCallout() {
  return (tree: Root) => {
    eachDirective(tree, 'containerDirective', calloutTypes, (node) => {
      const title = takeLabel(node)
      toElement(node, 'callout', { type: node.name, ...(title ? { title } : {}) })
    })
  }
}
