/**
 * Strips what the browser never needs from a compiled body: positions, plugin data, and the line
 * breaks between a table's rows and cells. The result is the stored body chunk, rendered at run
 * time by src/client/content-elements/render-body.tsx (rehype-react).
 */
import type { Nodes } from 'hast'

/**
 * Elements whose whitespace-only text children mean nothing. React also refuses them: in dev it
 * logs "whitespace text nodes cannot be a child of <table>" for every table an article has.
 */
const tableParts = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup'])
const htmlWhitespace = /^[ \t\n\f\r]*$/

export function compactHast<T extends Nodes>(node: T): T {
  const { position: _position, data: _data, ...rest } = node as T & { data?: unknown }
  if ('children' in rest && Array.isArray(rest.children)) {
    const inTable = node.type === 'element' && tableParts.has(node.tagName)
    const children = (rest.children as Nodes[]).filter(
      (c) => !(inTable && c.type === 'text' && htmlWhitespace.test(c.value)),
    )
    return { ...rest, children: children.map((c) => compactHast(c)) } as T
  }
  return rest as T
}
