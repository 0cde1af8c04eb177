/**
 * Shared by the directive plugins: remark-directive parses `:::name[label]{attrs}`; each plugin
 * claims its names and says which element remark-rehype should make of them.
 */
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive'
import type { Node, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'

export type Directive = ContainerDirective | LeafDirective | TextDirective
type Kind = Directive['type']

const directiveTypes = new Set(['containerDirective', 'leafDirective', 'textDirective'])

export const isDirective = (node: Node): node is Directive => directiveTypes.has(node.type)

/** Marks a directive to become `<tagName …properties>` in the compiled tree. */
export function toElement(
  node: Directive,
  tagName: string,
  properties: Record<string, unknown> = {},
): void {
  node.data = { ...node.data, hName: tagName, hProperties: properties as never }
}

/** Removes the `[label]` paragraph of a container directive and returns its text. */
export function takeLabel(node: ContainerDirective): string | undefined {
  const first = node.children[0]
  // mdast-util-directive marks the paragraph it made of `[label]`.
  if (first?.type !== 'paragraph' || !first.data?.directiveLabel) return undefined
  node.children.shift()
  return toString(first)
}

/**
 * Every directive of a tree, in document order, found by one walk the first time a plugin asks:
 * the element plugins each take theirs from this list instead of walking the whole tree again
 * (twelve walks a file). They only mark, move or unwrap directives, never make new ones, and the
 * plugins that do change the tree (literal colons, GitHub alerts) run before the first of them.
 */
const directives = new WeakMap<Root, Directive[]>()
function directivesOf(tree: Root): Directive[] {
  const kept = directives.get(tree)
  if (kept) return kept
  const found: Directive[] = []
  visit(tree, isDirective, (node) => void found.push(node))
  directives.set(tree, found)
  return found
}

/** Calls `handle` for each directive of the given kind and names, in document order. */
export function eachDirective<K extends Kind>(
  tree: Root,
  kind: K,
  names: readonly string[],
  handle: (node: Extract<Directive, { type: K }>) => void,
): void {
  for (const node of directivesOf(tree)) {
    if (node.type === kind && names.includes(node.name)) {
      handle(node as Extract<Directive, { type: K }>)
    }
  }
}
