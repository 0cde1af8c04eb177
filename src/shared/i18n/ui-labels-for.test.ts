import { describe, expect, it } from 'vitest'
import { uiLabels } from './ui-labels.ts'
import { uiLabelsFor } from './ui-labels-for.ts'

describe('uiLabelsFor', () => {
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
