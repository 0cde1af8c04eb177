/** `:::card{title icon to}` becomes `<card>` (a link when it has `to`); `::::card-group` lays cards out. */
import type { Root } from 'mdast'
import type { VFile } from 'vfile'
import { eachDirective, takeLabel, toElement } from './directive.ts'

export function remarkCard() {
  return (tree: Root, file: VFile) => {
    eachDirective(tree, 'containerDirective', ['card'], (node) => {
      // The [label] paragraph goes whether or not an attribute gives the title.
      const bracket = takeLabel(node)
      const { title = bracket, icon, to } = node.attributes ?? {}
      if (!title) file.message('A card needs a title: :::card{title="…"}.', node)
      toElement(node, 'card', { title, ...(icon ? { icon } : {}), ...(to ? { to } : {}) })
    })
    eachDirective(tree, 'containerDirective', ['card-group'], (node) =>
      toElement(node, 'card-group'),
    )
  }
}
