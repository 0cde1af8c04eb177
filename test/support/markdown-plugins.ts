/** Shared by the plugin tests: run markdown through parse → directives → the plugins → hast. */
import type { Element, Root } from 'hast'
import remarkDirective from 'remark-directive'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type Pluggable } from 'unified'
import { visit } from 'unist-util-visit'
import { VFile } from 'vfile'

export function compileWith(...plugins: Pluggable[]) {
  const processor = unified().use(remarkParse).use(remarkDirective).use(plugins).use(remarkRehype)
  return async (markdown: string) => {
    const file = new VFile(markdown)
    const tree = (await processor.run(processor.parse(file), file)) as Root
    return { tree, messages: file.messages }
  }
}

export function elements(tree: Root, tagName: string): Element[] {
  const found: Element[] = []
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === tagName) found.push(node)
  })
  return found
}
