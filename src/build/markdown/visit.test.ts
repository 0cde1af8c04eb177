import type { Node, Parent } from 'unist'
import { SKIP as librarySkip, EXIT as libraryExit, visit as libraryVisit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { EXIT, SKIP, visit, type VisitorResult } from './visit.ts'

type Tree = Node & { value?: string; children?: Tree[] }
const leaf = (value: string): Tree => ({ type: 'text', value })
const el = (value: string, ...children: Tree[]): Tree => ({ type: 'element', value, children })
const sample = (): Tree =>
  el('root', el('a', leaf('1'), el('b', leaf('2'))), leaf('3'), el('c', el('d', leaf('4'))))

/** Runs the same visitor through the library and through ours, recording what each saw. */
function both(
  test: string | undefined,
  visitor: (node: Tree, index: number | undefined, parent: Parent | undefined) => VisitorResult,
) {
  const run = (walk: typeof visit) => {
    const tree = sample()
    const seen: string[] = []
    const record = (node: Node, index: number | undefined, parent: Parent | undefined) => {
      seen.push(`${(node as Tree).value}@${index ?? '-'}`)
      return visitor(node as Tree, index, parent)
    }
    if (test) walk(tree, test, record)
    else walk(tree, record)
    return { seen, tree }
  }
  // The library's constants are the same values as ours (true, false, 'skip').
  expect([librarySkip, libraryExit]).toEqual([SKIP, EXIT])
  return { ours: run(visit), library: run(libraryVisit as unknown as typeof visit) }
}

describe('visit', () => {
  it('walks depth first, in order, with each node’s index, as unist-util-visit does', () => {
    const { ours, library } = both(undefined, () => undefined)
    expect(ours.seen).toEqual(library.seen)
    expect(ours.seen).toEqual(['root@-', 'a@0', '1@0', 'b@1', '2@0', '3@1', 'c@2', 'd@0', '4@0'])
  })

  it('visits only nodes of the type it is given', () => {
    const { ours, library } = both('text', () => undefined)
    expect(ours.seen).toEqual(library.seen)
    expect(ours.seen).toEqual(['1@0', '2@0', '3@1', '4@0'])
  })

  it('skips a node’s children on SKIP and stops everything on EXIT', () => {
    const skip = both(undefined, (node) => (node.value === 'a' ? SKIP : undefined))
    expect(skip.ours.seen).toEqual(skip.library.seen)
    expect(skip.ours.seen).not.toContain('1@0')
    const exit = both(undefined, (node) => (node.value === '3' ? EXIT : undefined))
    expect(exit.ours.seen).toEqual(exit.library.seen)
    expect(exit.ours.seen.at(-1)).toBe('3@1')
  })

  it('goes on from the index a visitor returns after removing or replacing nodes', () => {
    const remove = both('element', (node, index, parent) => {
      if (node.value !== 'b' || !parent) return
      parent.children.splice(index!, 1, leaf('x'), leaf('y'))
      return [SKIP, index! + 2]
    })
    expect(remove.ours.seen).toEqual(remove.library.seen)
    expect(remove.ours.tree).toEqual(remove.library.tree)
    const drop = both('element', (node, index, parent) => {
      if (node.value !== 'a' || !parent) return
      parent.children.splice(index!, 1)
      return index
    })
    expect(drop.ours.seen).toEqual(drop.library.seen)
    expect(drop.ours.seen).toContain('c@1')
  })
})
