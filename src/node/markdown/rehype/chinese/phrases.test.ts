import { describe, expect, it } from 'vitest'
import { phraseBreaks, phrasesOf } from './phrases.ts'

describe('phrasesOf', () => {
  it('cuts a Chinese title into the phrases BudouX finds, words kept whole', () => {
    const phrases = phrasesOf('把服务器端渲染搬到构建时')!
    expect(phrases.join('')).toBe('把服务器端渲染搬到构建时')
    expect(phrases).toContain('服务器')
    expect(phrases).toContain('构建时')
  })

  it('is undefined for a single phrase and for text without Han characters', () => {
    expect(phrasesOf('博客')).toBeUndefined()
    expect(phrasesOf('Deckdown')).toBeUndefined()
    expect(phrasesOf('Fonts and the build')).toBeUndefined()
  })
})

describe('phraseBreaks', () => {
  it('never splits a Latin word or number, nor breaks beside a space', () => {
    const text = '用Vite 8构建React应用'
    const breaks = phraseBreaks(text)
    expect(breaks.length).toBeGreaterThan(0)
    for (const at of breaks) {
      const pair = text.slice(at - 1, at + 1)
      expect(pair, pair).not.toMatch(/^[A-Za-z\d]{2}$|\s/)
    }
  })

  it('never starts a phrase with a particle that closes the one before (构建时|的)', () => {
    const text = '用 sharp 做一条构建时的图片管线，读懂一份构建的 CPU profile，你们好吗'
    const breaks = phraseBreaks(text)
    expect(breaks.length).toBeGreaterThan(3)
    for (const at of breaks) expect(text[at], text.slice(0, at)).not.toMatch(/[的们吗呢吧]/)
  })

  it('never cuts a character written as two UTF-16 units', () => {
    const text = '𠮷野家的牛肉饭很好吃'
    const breaks = phraseBreaks(text)
    expect(breaks.length).toBeGreaterThan(0)
    for (const at of breaks) expect(text.codePointAt(at)).not.toBe(0xdfb7)
    expect(breaks).not.toContain(1)
  })
})
