import { describe, expect, it } from 'vitest'
import type { ContentManifest } from '../../shared/artifact.ts'
import { collectionPatches } from './collection-patches.ts'

/** Patches between two lists of rows (as JSON texts) kept under chunk names `a` and `b`. */
const between = (before: string[], after: string[]) => {
  const artifact = (blogs: string, rows: string[]) => ({
    manifest: { collections: { blogs, blogs_en: 'x' } } as unknown as ContentManifest,
    rows: new Map([
      [blogs, rows],
      ['x', ['{}']],
    ]),
  })
  return collectionPatches(artifact('a', before), artifact('b', after))
}

describe('collectionPatches', () => {
  it('gives the changed rows of a renamed chunk, which turn the old rows into the new', () => {
    const before = ['{"title":"甲"}', '{"title":"乙"}', '{"title":"丙"}']
    const after = ['{"title":"甲"}', '{"title":"乙，改过了"}', '{"title":"丙"}']
    // blogs_en kept its name: nothing to patch there.
    expect(between(before, after)).toEqual([{ from: 'a', to: 'b', rows: [[1, after[1]]] }])
  })

  it('sends no patch when rows were added, removed, or changed past what a message should carry', () => {
    expect(
      collectionPatches(undefined, {
        manifest: { collections: { blogs: 'b' } } as never,
        rows: new Map(),
      }),
    ).toEqual([])
    expect(between(['{"a":1}'], ['{"a":1}', '{"b":2}'])).toEqual([])
    expect(between(['{"a":1}', '{"b":2}'], ['{"a":1}'])).toEqual([])
    const long = (n: number) => `{"text":"${'字'.repeat(40_000)}${n}"}`
    expect(between(['{}', '{}'], [long(1), long(2)])).toEqual([])
    expect(between(['{}', '{}'], [long(1), '{}'])).toHaveLength(1)
  })
})
