import { describe, expect, it } from 'vitest'
import type { SearchSection } from '../content/artifact.ts'
import { buildSearchIndex, searchIndexFormat } from '../content/search-options.ts'
import { hash } from './emit.ts'
import { searchIndexText } from './search-index-text.ts'

const sections: SearchSection[] = [
  {
    id: '/en/blog/a',
    title: 'Static sites',
    titles: [],
    content: 'Ｒｅａｃｔ and Vite.',
    level: 1,
  },
  { id: '/blog/a', title: '静态站点', titles: [], content: '静态网站和博客。', level: 1 },
  { id: '/en/blog/a#b', title: 'Build', titles: ['Static sites'], content: 'Caches.', level: 2 },
]

describe('searchIndexText', () => {
  it('is the index the build always made, from the sections’ text', () => {
    expect(searchIndexText(JSON.stringify(sections))).toBe(
      JSON.stringify(buildSearchIndex(sections).toJSON()),
    )
  })

  it('changes only with searchIndexFormat', () => {
    // Builds keep indexes by their sections and searchIndexFormat (search-index-cache-fs.ts).
    // If this fails, the index is now made differently: bump searchIndexFormat in
    // src/content/search-options.ts, then record the new format and hash here.
    expect({
      format: searchIndexFormat,
      index: hash(searchIndexText(JSON.stringify(sections))),
    }).toEqual({ format: 2, index: '0585666893' })
  })
})
