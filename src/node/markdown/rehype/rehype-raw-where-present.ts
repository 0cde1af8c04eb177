/**
 * rehype-raw, run only on a tree that holds raw HTML. It passes the whole tree through parse5
 * whether or not there is any, about a tenth of a compile (`npm run bench:compile` profile), and
 * most articles have none. A tree without raw nodes stays as remark-rehype made it: the same
 * elements, with boolean attributes (`data-footnotes`) still `true` where parse5 would write "".
 */
import type { Root } from 'hast'
import rehypeRaw, { type Options } from 'rehype-raw'
import { EXIT, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

export function rehypeRawWherePresent(options?: Options) {
  const raw = rehypeRaw(options)
  return (tree: Root, file: VFile): Root | undefined => {
    let present = false
    visit(tree, 'raw', () => {
      present = true
      return EXIT
    })
    return present ? raw(tree, file) : undefined
  }
}
