import { describe, expect, it } from 'vitest'
import { archiveGroups } from './archive.ts'

describe('archiveGroups', () => {
  it('groups articles by year, then month, in the order given', () => {
    const a = { date: '2026-10-24' }
    const b = { date: '2026-10-02' }
    const c = { date: '2026-01-18' }
    const d = { date: '2024-06-09' }
    expect(archiveGroups([a, b, c, d])).toEqual([
      {
        year: '2026',
        months: [
          { month: '2026-10', articles: [a, b] },
          { month: '2026-01', articles: [c] },
        ],
      },
      { year: '2024', months: [{ month: '2024-06', articles: [d] }] },
    ])
    expect(archiveGroups([])).toEqual([])
  })
})
