/**
 * Shared by the directive plugins: remark-directive parses `:::name[label]{attrs}`; each plugin
 * claims its names and says which element remark-rehype should make of them.
 */
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive'
import type { Node, Paragraph, PhrasingContent, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import { visit } from 'unist-util-visit'

export type Directive = ContainerDirective | LeafDirective | TextDirective
type Kind = Directive['type']

export function isDirective(node: Node): node is Directive {
  return (
    node.type === 'containerDirective' ||
    node.type === 'leafDirective' ||
    node.type === 'textDirective'
  )
}

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
  const first = node.children[0] as Paragraph | undefined
  if (
    first?.type !== 'paragraph' ||
    !(first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel
  ) {
    return undefined
  }
  node.children.shift()
  return toString(first)
}

/** The text of a text directive's `[label]`: its children. */
export function labelText(children: PhrasingContent[]): string {
  return children.map((c) => toString(c)).join('')
}

/**
 * Visits directives of the given kind and names, so each plugin is one `visit` with its logic.
 */
export function eachDirective<K extends Kind>(
  tree: Root,
  kind: K,
  names: readonly string[],
  handle: (node: Extract<Directive, { type: K }>) => void,
): void {
  visit(tree, (node) => {
    if (node.type === kind && names.includes((node as Directive).name)) {
      handle(node as Extract<Directive, { type: K }>)
    }
  })
}
