import { describe, expect, it } from 'vitest'
import { lastUpdate, outdatedFrom, today } from './outdated.ts'

describe('outdated', () => {
  it('counts from the later of date and updated', () => {
    expect(lastUpdate({ date: '2024-04-12', updated: '2024-10-08' })).toBe('2024-10-08')
    expect(lastUpdate({ date: '2024-04-12', updated: '2024-01-01' })).toBe('2024-04-12')
    expect(lastUpdate({ date: '2024-04-12' })).toBe('2024-04-12')
  })

  it('is outdated from the day the days have passed, across leap years; 0 turns it off', () => {
    expect(outdatedFrom('2024-10-08', 730)).toBe('2026-10-08')
    expect(outdatedFrom('2024-02-28', 366)).toBe('2025-02-28')
    expect(outdatedFrom('2026-11-27', 1)).toBe('2026-11-28')
    expect(outdatedFrom('2024-10-08', 0)).toBeUndefined()
  })

  it("writes today's date as the asking clock reads it", () => {
    const now = new Date(2026, 10, 27, 23, 30)
    expect(today(now)).toBe('2026-11-27')
  })
})
