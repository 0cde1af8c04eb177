import { describe, expect, it } from 'vitest'
import type { Reference } from '../compile/file/compile-file.ts'
import { checkedReferences, type KnownTargets } from './check-references.ts'

const link = (target: string): Reference => ({
  kind: 'link',
  target,
  file: 'content/zh/blog/a.md',
  line: 3,
  column: 1,
})

/** The targets of one compile: every page with its headings, as new sets each time. */
const targets = (pages: Record<string, string[]>, publicFiles: Set<string>): KnownTargets => ({
  pages: new Map(Object.entries(pages).map(([path, ids]) => [path, new Set(ids)])),
  publicFiles,
  specialAnchors: new Set(['official-account']),
})

describe('checkedReferences', () => {
  const publicFiles = new Set<string>()
  const refs = [link('/blog/b#setup'), link('/blog/missing')]

  it('keeps a file’s results while the pages and their headings stay the same', () => {
    const first = checkedReferences(targets({ '/blog/a': [], '/blog/b': ['setup'] }, publicFiles))(
      refs,
      '/blog/a',
    )
    expect(first.map((p) => p.message)).toEqual([
      'The link "/blog/missing" goes to a page that does not exist.',
    ])
    // The next save compiled /blog/b again: new sets, the same headings. The result is kept
    // (the very same array), so an unchanged file is not checked again.
    const saved = targets({ '/blog/a': [], '/blog/b': ['setup'] }, publicFiles)
    expect(checkedReferences(saved)(refs, '/blog/a')).toBe(first)
  })

  it('checks again once a page loses the heading a link names, or a page appears', () => {
    const known = targets({ '/blog/a': [], '/blog/b': ['setup'] }, publicFiles)
    const before = checkedReferences(known)(refs, '/blog/a')
    const lost = targets({ '/blog/a': [], '/blog/b': ['install'] }, publicFiles)
    expect(checkedReferences(lost)(refs, '/blog/a').map((p) => p.message)).toEqual([
      'The link "/blog/b#setup" names a heading "#setup" that the page /blog/b does not have.',
      'The link "/blog/missing" goes to a page that does not exist.',
    ])
    const added = targets({ '/blog/a': [], '/blog/b': ['setup'], '/blog/missing': [] }, publicFiles)
    const after = checkedReferences(added)(refs, '/blog/a')
    expect(after).not.toBe(before)
    expect(after).toEqual([])
  })
})
