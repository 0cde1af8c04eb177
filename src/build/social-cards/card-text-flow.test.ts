import { describe, expect, it } from 'vitest'
import { collapseWhiteSpace, flowText, type FlowStyle } from './card-text-flow.ts'

// Every character 10 px wide: a line of 100 px holds ten.
const style: FlowStyle = {
  width: 100,
  lineHeight: 20.4,
  baseline: 15,
  lineClamp: 3,
  measure: (text) => [...text].length * 10,
}

/** The text of each line, joined: what a reader sees. */
function lines(text: string, over: Partial<FlowStyle> = {}) {
  const flowed = flowText(text, { ...style, ...over })
  if (!flowed) return undefined
  const byLine = new Map<number, string>()
  for (const piece of flowed.pieces) byLine.set(piece.y, (byLine.get(piece.y) ?? '') + piece.text)
  return [...byLine.values()].map((line) => line.trimEnd())
}

describe('flowText', () => {
  it('breaks between words and lets a line’s last space hang past its end', () => {
    // "aaaa bbbb " is 100 px with its space, and fits; so does "aaaa bbbbb" with the space hanging.
    expect(lines('aaaa bbbb cc')).toEqual(['aaaa bbbb', 'cc'])
    expect(lines('aaaa bbbbb cc')).toEqual(['aaaa bbbbb', 'cc'])
    expect(lines('aaaa bbbbbb cc')).toEqual(['aaaa', 'bbbbbb cc'])
  })

  it('places pieces at whole-pixel baselines one rounded line height apart', () => {
    const flowed = flowText('aaaa bbbbbb cc', style)!
    expect(flowed.pieces.map((p) => [p.text, p.x, p.y])).toEqual([
      ['aaaa', 0, 15],
      [' ', 40, 15],
      ['bbbbbb', 0, 35],
      [' ', 60, 35],
      ['cc', 70, 35],
    ])
    expect(flowed.height).toBe(40)
  })

  it('breaks Chinese between characters but never before closing punctuation', () => {
    expect(lines('一二三四五六七八九十，百')).toEqual(['一二三四五六七八九', '十，百'])
  })

  it('ends the last allowed line with an ellipsis and shows nothing after it', () => {
    const text = 'aaaa bbbb cccc dddd eeee ffff gggg'
    expect(lines(text, { lineClamp: 2 })).toEqual(['aaaa bbbb', 'cccc dddd…'])
    expect(flowText(text, { ...style, lineClamp: 2 })!.height).toBe(40)
    // A character goes when the ellipsis does not fit after it.
    expect(lines('一二三四五六七八九十百', { lineClamp: 1 })).toEqual(['一二三四五六七八九…'])
  })

  it('collapses spaces, tabs and newlines as white-space: normal does', () => {
    expect(collapseWhiteSpace(' a \t b\n\nc ')).toBe('a b c')
    expect(lines(' a \t b\nc ')).toEqual(['a b c'])
  })

  it('refuses what satori lays out differently', () => {
    expect(flowText('a\u00a0b', style)).toBeUndefined()
    expect(flowText('a\u2028b', style)).toBeUndefined()
    // A word that with its space is wider than the line is broken between its characters.
    expect(flowText('aaaaaaaaaa b', style)).toBeUndefined()
  })
})
