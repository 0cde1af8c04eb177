/** `::::accordion` with `:::accordion-item{label="…"}` children becomes a disclosure list. */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { eachDirective, takeLabel, toElement } from './directive.ts'

export function remarkAccordion() {
  return (tree: Root, file: VFile) => {
    eachDirective(tree, 'containerDirective', ['accordion'], (node) => toElement(node, 'accordion'))
    eachDirective(tree, 'containerDirective', ['accordion-item'], (node) => {
      const bracket = takeLabel(node)
      const label = node.attributes?.label ?? bracket
      if (!label)
        file.message('An accordion item needs a label: :::accordion-item{label="…"}.', node)
      toElement(node, 'accordion-item', { label: label ?? '' })
    })
  }
}
