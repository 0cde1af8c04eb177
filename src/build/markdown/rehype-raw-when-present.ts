/**
 * rehype-raw, run only on trees that hold raw HTML. It rebuilds the whole tree through parse5,
 * which an article without a single HTML tag (most of them) does not need: at 1,000 articles
 * that is build time for nothing (issue 7).
 */
import type { Root } from 'hast'
import rehypeRaw from 'rehype-raw'
import { EXIT, visit } from './visit.ts'
import type { VFile } from 'vfile'

function hasRaw(tree: Root): boolean {
  let found = false
  visit(tree, 'raw', () => {
    found = true
    return EXIT
  })
  return found
}

export function rehypeRawWhenPresent() {
  const parse = rehypeRaw()
  return (tree: Root, file: VFile): Root => (hasRaw(tree) ? parse(tree, file) : tree)
}
