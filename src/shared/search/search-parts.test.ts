import { describe, expect, it } from 'vitest'
import { partsFor, textsFor, type SearchMeta } from './search-parts.ts'

const meta = (froms: string[], texts: number[] = []): SearchMeta => ({
  documents: {} as SearchMeta['documents'],
  parts: froms.map((from, i) => ({ from, file: `p${i}` })),
  texts: texts.map((from, i) => ({ from, file: `t${i}` })),
})
const parts = (m: SearchMeta, terms: string[]) => [...partsFor(m, terms)].sort()

describe('partsFor', () => {
  const m = meta(['0', 'cache', 'static', 'sub', '博客', '字体', '字体子', '性能'])

  it('needs the one part whose range holds an exact term', () => {
    // Chinese pairs are matched exactly.
    expect(parts(m, ['博客'])).toEqual([4])
    expect(parts(m, ['字体'])).toEqual([5])
    expect(parts(m, ['博客', '性能'])).toEqual([4, 7])
  })

  it('needs every part that can hold a completion of a prefix', () => {
    // A single Chinese character is searched as a prefix: 字体 and 字体子 both start with 字.
    expect(parts(m, ['字'])).toEqual([4, 5, 6])
    // English words are too: "stat" itself would sort before "static" (part 1), its completions
    // from there on; "su" sorts after "static", and its completions run into `sub`'s part.
    expect(parts(m, ['stat'])).toEqual([1, 2])
    expect(parts(m, ['su'])).toEqual([2, 3])
  })

  it('needs the parts of every term that starts as a longer word does, for its typos', () => {
    // "statci" (fuzzy: longer than four letters) may be static: every part of "st…".
    expect(parts(m, ['statci'])).toEqual([1, 2])
    expect(parts(m, ['subsetting'])).toEqual([2, 3])
    expect(parts(m, ['aaaaaa'])).toEqual([0])
  })

  it('needs nothing when there are no parts', () => {
    expect(parts(meta([]), ['博客'])).toEqual([])
  })
})

describe('textsFor', () => {
  it('needs the chunks that hold the sections', () => {
    const m = meta(['a'], [0, 40, 80])
    expect([...textsFor(m, [0, 39])]).toEqual([0])
    expect([...textsFor(m, [41, 120, 79])].sort()).toEqual([1, 2])
  })
})
