import { describe, expect, it } from 'vitest'
import { codeBreak, snippet, type SnippetPiece } from './search-snippet.ts'

const marked = (pieces: SnippetPiece[]) => pieces.filter((p) => p.match).map((p) => p.text)
const shown = (pieces: SnippetPiece[]) => pieces.map((p) => p.text).join('')

/** Where the snippet's text (its ellipses left out) starts and ends in `text`. */
function span(text: string, pieces: SnippetPiece[]) {
  const body = shown(pieces).replace(/^…|…$/g, '')
  const start = text.indexOf(body)
  expect(start).toBeGreaterThan(-1)
  return { start, end: start + body.length }
}

describe('snippet', () => {
  it('marks every occurrence of the terms in the text', () => {
    expect(marked(snippet('静态网站和博客，还有博客园', ['博客']))).toEqual(['博客', '博客'])
  })

  it('is case-insensitive and keeps the original case', () => {
    expect(marked(snippet('Static sites are static.', ['static']))).toEqual(['Static', 'static'])
  })

  it('marks a word only where it is whole, as the index found it', () => {
    const pieces = snippet('An ecstatic, statically built, static site.', ['static'])
    expect(marked(pieces)).toEqual(['static'])
    expect(shown(pieces)).toBe('An ecstatic, statically built, static site.')
  })

  it('centres a long text on the first match with ellipses', () => {
    const text = `${'前面的话。'.repeat(40)}这里说到博客。${'后面的话。'.repeat(40)}`
    const pieces = snippet(text, ['博客'], 60)
    expect(pieces[0]).toEqual({ text: '…', match: false })
    expect(pieces[pieces.length - 1]).toEqual({ text: '…', match: false })
    expect(shown(pieces)).toContain('这里说到博客')
  })

  it('returns the start of the text when nothing matches', () => {
    expect(snippet('abc', ['x'])).toEqual([{ text: 'abc', match: false }])
  })

  it('starts and ends an English snippet at word boundaries, never inside a word', () => {
    const text =
      'Every page of the site is prerendered into plain HTML by a static site framework, ' +
      'and the markdown pipeline compiles each article once; the dark theme and the light ' +
      'theme share one stylesheet with custom properties for every colour.'
    const pieces = snippet(text, ['markdown'], 60)
    const { start, end } = span(text, pieces)
    expect(start).toBeGreaterThan(0)
    expect(end).toBeLessThan(text.length)
    expect(text[start - 1]).toMatch(/\s/)
    expect(text[start]).toMatch(/\w/)
    expect(text[end - 1]).toMatch(/[\w,;.]/)
    expect(text[end]).toMatch(/[\s,;.]/)
    expect(marked(pieces)).toEqual(['markdown'])
  })

  it('starts and ends a Chinese snippet at word segments, after a comma when one is in reach', () => {
    const text =
      '这个站点的每一页都在构建时渲染成静态网页，内容管线把每篇文章编译一次，' +
      '浅色和深色两套主题共用一份样式表，颜色都写在自定义属性里，搜索索引按需分块加载，' +
      '读者第一次打开搜索面板时才下载需要的部分。'
    const pieces = snippet(text, ['主题'], 54)
    const { start, end } = span(text, pieces)
    const boundaries = new Set(
      [...new Intl.Segmenter('zh', { granularity: 'word' }).segment(text)].map((s) => s.index),
    )
    expect(boundaries.has(start)).toBe(true)
    expect(boundaries.has(end)).toBe(true)
    // The phrase the match is in starts after the comma before it.
    expect(text[start - 1]).toBe('，')
    expect(marked(pieces)).toEqual(['主题'])
  })

  it('shows the prose where it matches, and the code where only the code does', () => {
    const content = `Install the tools first, then draw a frame.${codeBreak}const frame = requestAnimationFrame(draw)`
    expect(shown(snippet(content, ['frame']))).toBe('Install the tools first, then draw a frame.')
    expect(marked(snippet(content, ['frame']))).toEqual(['frame'])
    // The reader searched for an API: the snippet shows where it is, marked.
    expect(shown(snippet(content, ['requestanimationframe']))).toBe(
      'const frame = requestAnimationFrame(draw)',
    )
    expect(marked(snippet(content, ['requestanimationframe']))).toEqual(['requestAnimationFrame'])
    // Each piece says where it came from: the palette sets code as code.
    expect(snippet(content, ['requestanimationframe']).every((p) => p.code)).toBe(true)
    expect(snippet(content, ['frame']).some((p) => p.code)).toBe(false)
    // Nothing matched (a pinyin hit): the prose, from its beginning.
    expect(shown(snippet(content, ['paiban']))).toBe('Install the tools first, then draw a frame.')
    expect(marked(snippet(`${codeBreak}const frame = 1`, ['frame']))).toEqual(['frame'])
  })
})
