import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { maxToasts, toastDuration, useToasts } from './toasts'

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    useToasts.setState({ toasts: [] })
  })

  it('keeps at most 5, dropping the oldest', () => {
    for (let i = 1; i <= 7; i++) useToasts.getState().add(`t${i}`)
    expect(useToasts.getState().toasts.map((t) => t.title)).toEqual(['t3', 't4', 't5', 't6', 't7'])
    expect(maxToasts).toBe(5)
  })

  it('removes a toast after 5000 ms, not before', () => {
    useToasts.getState().add('copied')
    vi.advanceTimersByTime(toastDuration - 1)
    expect(useToasts.getState().toasts).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(useToasts.getState().toasts).toHaveLength(0)
  })
})
