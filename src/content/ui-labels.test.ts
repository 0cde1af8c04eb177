import { describe, expect, it } from 'vitest'
import { uiLabelCodes, uiLabels, uiLabelsFor, type UiLabels } from './ui-labels'

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

  it('looks up the exact tag, case-insensitively', () => {
    expect(uiLabelsFor('zh-CN').search).toBe('搜索')
    expect(uiLabelsFor('zh-cn')).toBe(uiLabels['zh-CN'])
    expect(uiLabelsFor('PT-br')).toBe(uiLabels['pt-BR'])
    expect(uiLabelsFor('EN-us')).toBe(uiLabels['en'])
  })

  it('falls back to an entry of the same language', () => {
    expect(uiLabelsFor('zh')).toBe(uiLabels['zh-CN'])
    expect(uiLabelsFor('zh-Hans')).toBe(uiLabels['zh-CN'])
    expect(uiLabelsFor('zh-SG')).toBe(uiLabels['zh-CN'])
    expect(uiLabelsFor('zh-TW')).toBe(uiLabels['zh-TW'])
    expect(uiLabelsFor('zh-Hant-TW')).toBe(uiLabels['zh-TW'])
    expect(uiLabelsFor('zh-Hant')).toBe(uiLabels['zh-TW'])
    expect(uiLabelsFor('zh-HK')).toBe(uiLabels['zh-TW'])
    expect(uiLabelsFor('zh-Hans-TW')).toBe(uiLabels['zh-CN'])
    expect(uiLabelsFor('zh-Hans-HK')).toBe(uiLabels['zh-CN'])
    expect(uiLabelsFor('pt-PT')).toBe(uiLabels['pt'])
    expect(uiLabelsFor('pt-Latn-BR')).toBe(uiLabels['pt-BR'])
    expect(uiLabelsFor('de-AT')).toBe(uiLabels['de'])
    expect(uiLabelsFor('fr_CA')).toBe(uiLabels['fr'])
    expect(uiLabelsFor('sr-Latn')).toBe(uiLabels['sr'])
    expect(uiLabelsFor('no')).toBe(uiLabels['nb'])
  })

  it('falls back to English for unknown or malformed tags', () => {
    expect(uiLabelsFor('xx')).toBe(uiLabels['en'])
    expect(uiLabelsFor('')).toBe(uiLabels['en'])
    expect(uiLabelsFor('not a tag')).toBe(uiLabels['en'])
  })
})
