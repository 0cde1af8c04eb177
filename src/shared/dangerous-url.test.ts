import { describe, expect, it } from 'vitest'
import { dangerousScheme } from './dangerous-url.ts'

describe('dangerousScheme', () => {
  it('names script-carrying schemes however they are cased or padded', () => {
    expect(dangerousScheme('JavaScript:alert(1)')).toBe('javascript')
    expect(dangerousScheme(' java\tscript:alert(1)')).toBe('javascript')
    expect(dangerousScheme('data:text/html,<b>x</b>')).toBe('data')
    expect(dangerousScheme('vbscript\u007f:msgbox')).toBe('vbscript')
  })

  it('lets ordinary addresses through', () => {
    for (const url of ['https://example.com', '/blog/a', '#top', 'mailto:a@b.c', 'datasheet.pdf'])
      expect(dangerousScheme(url)).toBeUndefined()
  })
})
