import { beforeAll, describe, expect, it } from 'vitest'
import { withDateText } from './format'
import { getI18n, loadI18n } from './i18n'

describe('withDateText', () => {
  beforeAll(() => Promise.all([loadI18n('zh'), loadI18n('en')]))

  it('writes each item’s date in the reader’s language and keeps its other fields', () => {
    const items = [{ date: '2025-03-14', title: 'a' }]
    expect(withDateText(getI18n('en').t, items)).toEqual([
      { date: '2025-03-14', title: 'a', dateText: 'March 14, 2025' },
    ])
    expect(withDateText(getI18n('en').t, items, 'short')[0]!.dateText).toBe('Mar 14, 2025')
    expect(withDateText(getI18n('zh').t, items)[0]!.dateText).toBe('2025年3月14日')
  })
})
