import { describe, expect, it } from 'vitest'
import { uiLabelCodes, uiLabels, type UiLabels } from './ui-labels.ts'
import { uiLabelsFor } from './ui-labels-for.ts'

const keys: (keyof UiLabels)[] = [
  'continue',
  'showPassword',
  'hidePassword',
  'close',
  'send',
  'search',
  'onThisPage',
  'expandSidebar',
  'collapseSidebar',
  'backToHome',
  'copyCode',
]

const required =
  'ar az bg bn ca cs da de el en es et fa fi fr he hi hr hu hy id it ja ka kk km ko ky lt lv mn ms nb nl pl pt pt-BR ro ru sk sl sq sr sv th tr uk ur uz vi zh-CN zh-TW'

describe('ui labels', () => {
  it('has at least 50 codes, including every required one', () => {
    expect(uiLabelCodes.length).toBeGreaterThanOrEqual(50)
    expect(uiLabelCodes).toEqual(expect.arrayContaining(required.split(' ')))
    expect(uiLabelCodes).toEqual(Object.keys(uiLabels))
  })

  it('gives every entry all keys as trimmed, non-empty strings', () => {
    for (const [code, labels] of Object.entries(uiLabels)) {
      expect(Object.keys(labels).sort(), code).toEqual([...keys].sort())
      for (const key of keys) {
        const value = labels[key]
        expect(typeof value, `${code}.${key}`).toBe('string')
        expect(value.length, `${code}.${key}`).toBeGreaterThan(0)
        expect(value, `${code}.${key}`).toBe(value.trim())
      }
    }
  })

  it('keys entries by valid, canonical BCP-47 tags', () => {
    for (const code of uiLabelCodes) {
      const canonical = Intl.getCanonicalLocales(code)
      expect(
        canonical.map((c) => c.toLowerCase()),
        code,
      ).toEqual([code.toLowerCase()])
    }
  })

  it('translates rather than copies English', () => {
    const en = uiLabelsFor('en')
    for (const code of uiLabelCodes) {
      if (code === 'en') continue
      const labels = uiLabelsFor(code)
      const differing = keys.filter((key) => labels[key] !== en[key])
      expect(differing.length, code).toBeGreaterThanOrEqual(8)
    }
  })
})
