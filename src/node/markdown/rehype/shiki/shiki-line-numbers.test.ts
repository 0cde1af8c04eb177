import { codeToHast } from 'shiki'
import { describe, expect, it } from 'vitest'
import { transformerLineNumbers, wantsLineNumbers } from './shiki-line-numbers.ts'

describe('wantsLineNumbers', () => {
  it('reads the showLineNumbers word wherever it stands in the meta', () => {
    expect(wantsLineNumbers('showLineNumbers')).toBe(true)
    expect(wantsLineNumbers('[vite.config.ts] showLineNumbers {2}')).toBe(true)
    expect(wantsLineNumbers('{2} [a.ts]')).toBe(false)
    expect(wantsLineNumbers('noshowLineNumbers')).toBe(false)
    expect(wantsLineNumbers('[showLineNumbers.ts]')).toBe(false)
    expect(wantsLineNumbers(undefined)).toBe(false)
  })
})

describe('transformerLineNumbers', () => {
  it('marks the <pre> of a block that asks, and only that one', async () => {
    const options = {
      lang: 'text',
      theme: 'github-light-default',
      transformers: [transformerLineNumbers()],
    }
    const numbered = await codeToHast('a\nb', { ...options, meta: { __raw: 'showLineNumbers' } })
    const plain = await codeToHast('a\nb', options)
    expect(numbered.children[0]).toMatchObject({ properties: { dataLineNumbers: '' } })
    expect(plain.children[0]).not.toHaveProperty('properties.dataLineNumbers')
  })
})
