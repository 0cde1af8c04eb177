import { describe, expect, it } from 'vitest'
import { articlesBySeries, bySeriesOrder, seriesPath, seriesSlug } from './series.ts'

const a = (path: string, date: string, series?: { name: string; order?: number }) => ({
  path,
  date,
  series,
})

describe('series addresses', () => {
  it('are made from the name as a tag slug is', () => {
    expect(seriesSlug('Chinese on the web')).toBe('chinese-on-the-web')
    expect(seriesPath('网页上的中文')).toBe('/blog/series/网页上的中文')
    expect(seriesPath('CI/CD, step by step')).toBe('/blog/series/ci-cd,-step-by-step')
  })
})

describe('articlesBySeries', () => {
  it('groups by slug, in order, then oldest first for those without an order', () => {
    const one = a('/blog/one', '2025-05-01', { name: 'Chinese on the web', order: 1 })
    const two = a('/blog/two', '2024-01-01', { name: 'chinese on the web', order: 2 })
    const loose = a('/blog/loose', '2023-01-01', { name: 'Chinese on the web' })
    const looser = a('/blog/looser', '2024-01-01', { name: 'Chinese on the web' })
    const other = a('/blog/other', '2025-01-01', { name: 'Build tools' })
    const none = a('/blog/none', '2025-01-01')
    const index = articlesBySeries([looser, two, none, other, loose, one])
    expect([...index.keys()].sort()).toEqual(['build-tools', 'chinese-on-the-web'])
    // The name is the first article's, in reading order.
    expect(index.get('chinese-on-the-web')).toEqual({
      name: 'Chinese on the web',
      articles: [one, two, loose, looser],
    })
    expect(index.get('build-tools')!.articles).toEqual([other])
  })

  it('orders equal places by date, then by path', () => {
    const x = a('/blog/x', '2025-01-01', { name: 's', order: 1 })
    const y = a('/blog/y', '2025-01-01', { name: 's', order: 1 })
    expect([y, x].sort(bySeriesOrder)).toEqual([x, y])
  })
})
