import { codeToHast } from 'shiki'
import { describe, expect, it } from 'vitest'
import { codeLabel, transformerCodeLabel } from './shiki-code-label.ts'

describe('codeLabel', () => {
  it('reads the [label] of a fence meta, wherever it stands', () => {
    expect(codeLabel('[npm] {1,3-4}')).toBe('npm')
    expect(codeLabel('{2} [配置.ts]')).toBe('配置.ts')
    expect(codeLabel('{2}')).toBeUndefined()
    expect(codeLabel('[]')).toBeUndefined()
    expect(codeLabel(undefined)).toBeUndefined()
  })
})

describe('transformerCodeLabel', () => {
  it('names the block on its <pre> from meta.__raw', async () => {
    const options = {
      lang: 'text',
      theme: 'github-light-default',
      transformers: [transformerCodeLabel()],
    }
    const labelled = await codeToHast('x', { ...options, meta: { __raw: '[a.txt]' } })
    const plain = await codeToHast('x', options)
    expect(labelled.children[0]).toMatchObject({ properties: { dataLabel: 'a.txt' } })
    expect(plain.children[0]).not.toHaveProperty('properties.dataLabel')
  })
})
