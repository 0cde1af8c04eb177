/**
 * rehype-raw and the allow-list's sanitizer rebuild the tree, and rebuilt nodes lose their `data`
 * (and the sanitizer their `position`). Later plugins need both: a code block's label (`[pnpm]`)
 * lives in `data.meta`, and messages need positions. The first plugin gives each element a key
 * in a `data-*` property, which both keep; the second puts `data` and `position` back by that key.
 */
import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

const keyProperty = 'dataKeptNode'

type Kept = Map<string, Pick<Element, 'data' | 'position'>>

export function rehypeStashNodeData() {
  return (tree: Root, file: VFile) => {
    const kept: Kept = new Map()
    visit(tree, 'element', (node: Element) => {
      if (!node.data && !node.position) return
      const key = String(kept.size)
      kept.set(key, { data: node.data, position: node.position })
      node.properties[keyProperty] = key
    })
    file.data.keptNodes = kept
  }
}

export function rehypeRestoreNodeData() {
  return (tree: Root, file: VFile) => {
    const kept = file.data.keptNodes as Kept | undefined
    visit(tree, 'element', (node: Element) => {
      const key = node.properties[keyProperty]
      if (key === undefined) return
      delete node.properties[keyProperty]
      const saved = kept?.get(String(key))
      if (saved?.data) node.data = saved.data
      node.position ??= saved?.position
    })
    delete file.data.keptNodes
  }
}
