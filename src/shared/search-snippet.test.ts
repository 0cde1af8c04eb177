import { describe, expect, it } from 'vitest'
import { highlight } from './search-snippet.ts'

const marked = (pieces: ReturnType<typeof highlight>) =>
  pieces.filter((p) => p.match).map((p) => p.text)

describe('highlight', () => {
  it('marks every occurrence of the terms in the text', () => {
    expect(marked(highlight('静态网站和博客，还有博客园', ['博客']))).toEqual(['博客', '博客'])
  })
  it('is case-insensitive and keeps the original case', () => {
    expect(marked(highlight('Static sites are static.', ['static']))).toEqual(['Static', 'static'])
  })
  it('centres a long text on the first match with ellipses', () => {
    const text = `${'前面的话。'.repeat(40)}这里说到博客。${'后面的话。'.repeat(40)}`
    const pieces = highlight(text, ['博客'], 30)
    expect(pieces[0]).toEqual({ text: '…', match: false })
    expect(pieces[pieces.length - 1]).toEqual({ text: '…', match: false })
    expect(pieces.map((p) => p.text).join('')).toContain('这里说到博客')
  })
  it('returns the start of the text when nothing matches', () => {
    expect(highlight('abc', ['x'])).toEqual([{ text: 'abc', match: false }])
  })
})
