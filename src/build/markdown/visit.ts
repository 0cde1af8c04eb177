/**
 * The compiler's tree walker: `unist-util-visit`'s `visit` as this compiler uses it (a node type
 * or nothing as the test; `SKIP`, `EXIT` and a next index as results), without its per-node cost.
 * That library names a new function for every node it enters (for stack traces), which was a
 * fifth of a markdown compile: fourteen walks per article, and a cold build of 2,000 articles
 * spent ≈4 s of one thread's 20 s there (issue 7).
 */
import type { Node, Parent } from 'unist'

export const CONTINUE = true
export const EXIT = false
export const SKIP = 'skip'

type Action = typeof CONTINUE | typeof EXIT | typeof SKIP
/** What a visitor may return: an action, the index to go on from, or both. */
export type VisitorResult = void | Action | number | [Action, number?]
export type Visitor<N extends Node = Node, P extends Parent = Parent> = (
  node: N,
  index: number | undefined,
  parent: P | undefined,
) => VisitorResult

type Tuple = [Action | undefined, number | undefined]
const none: Tuple = [undefined, undefined]

function tuple(result: VisitorResult): Tuple {
  if (Array.isArray(result)) return [result[0], result[1]]
  if (typeof result === 'number') return [CONTINUE, result]
  return result === undefined ? none : [result, undefined]
}

/** Calls `visitor` for every node of `tree` (of type `test`, if given), depth first, in order. */
export function visit<N extends Node = Node, P extends Parent = Parent>(
  tree: Node,
  test: string,
  visitor: Visitor<N, P>,
): void
export function visit<N extends Node = Node, P extends Parent = Parent>(
  tree: Node,
  visitor: Visitor<N, P>,
): void
export function visit(tree: Node, testOrVisitor: string | Visitor, maybeVisitor?: Visitor): void {
  const test = typeof testOrVisitor === 'string' ? testOrVisitor : undefined
  const visitor = (typeof testOrVisitor === 'string' ? maybeVisitor : testOrVisitor)!
  const walk = (node: Node, index: number | undefined, parent: Parent | undefined): Tuple => {
    let result = none
    if (test === undefined || node.type === test) {
      result = tuple(visitor(node, index, parent))
      if (result[0] === EXIT) return result
    }
    const children = (node as Partial<Parent>).children
    if (children && result[0] !== SKIP) {
      // The visitor may add or remove children, or say where to go on: the length is read anew.
      let offset = 0
      while (offset > -1 && offset < children.length) {
        const sub = walk(children[offset]!, offset, node as Parent)
        if (sub[0] === EXIT) return sub
        offset = typeof sub[1] === 'number' ? sub[1] : offset + 1
      }
    }
    return result
  }
  walk(tree, undefined, undefined)
}
