import { beforeAll, describe, expect, it } from 'vitest'
import { articleLinks, type Listed } from './article-links'
import { getI18n, loadI18n } from '../i18n/i18n'

const list: Listed[] = [
  { title: 'Fourth', path: '/blog/d', date: '2025-04-01' },
  { title: 'Third', path: '/blog/c', date: '2025-03-01' },
  { title: 'Second', path: '/blog/b', date: '2025-02-01' },
  { title: 'First', path: '/blog/a', date: '2025-01-01' },
]

describe('articleLinks', () => {
  beforeAll(() => loadI18n('en'))

  it('gives the series in its own order, the place of the article, and the related entries', () => {
    const links = articleLinks(
      list,
      {
        path: '/blog/b',
        seriesInfo: { name: 'Steps', path: '/series/steps', articles: ['/blog/a', '/blog/b'] },
        related: ['/blog/d', '/blog/a'],
      },
      getI18n('en').t,
    )
    expect(links.series).toEqual({
      name: 'Steps',
      path: '/series/steps',
      place: 2,
      articles: [
        { title: 'First', path: '/blog/a' },
        { title: 'Second', path: '/blog/b' },
      ],
    })
    expect(links.related).toEqual([
      { title: 'Fourth', path: '/blog/d', date: '2025-04-01', dateText: 'April 1, 2025' },
      { title: 'First', path: '/blog/a', date: '2025-01-01', dateText: 'January 1, 2025' },
    ])
  })

  it('leaves out a path the list does not hold, and gives no series to an article outside one', () => {
    const links = articleLinks(
      list,
      { path: '/blog/c', related: ['/blog/gone', '/blog/b'] },
      getI18n('en').t,
    )
    expect(links.series).toBeNull()
    expect(links.related.map((entry) => entry.path)).toEqual(['/blog/b'])
  })

  it('finds entries in a different copy of the list for each page, as the query builder gives', () => {
    const t = getI18n('en').t
    const first = articleLinks(list.slice(), { path: '/blog/a', related: ['/blog/c'] }, t)
    const second = articleLinks(
      list.slice(1),
      { path: '/blog/a', related: ['/blog/d', '/blog/c'] },
      t,
    )
    expect(first.related.map((entry) => entry.title)).toEqual(['Third'])
    expect(second.related.map((entry) => entry.title)).toEqual(['Third'])
  })
})
