import { describe, expect, it } from 'vitest'
import { readingMinutes } from './reading-time'

const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')

describe('readingMinutes', () => {
  it('reads Chinese at 400 characters a minute', () => {
    expect(readingMinutes('字'.repeat(800))).toBe(2)
    expect(readingMinutes('字'.repeat(1200))).toBe(3)
  })

  it('reads English at 200 words a minute', () => {
    expect(readingMinutes(words(400))).toBe(2)
    expect(readingMinutes(words(1000))).toBe(5)
  })

  it('adds both scripts in mixed text', () => {
    expect(readingMinutes(`${'中'.repeat(400)} ${words(200)}`)).toBe(2)
    expect(readingMinutes(`${'中'.repeat(400)}${words(400)}`)).toBe(3)
  })

  it('counts contractions, hyphenated words and numbers as one word each', () => {
    expect(readingMinutes("don't ".repeat(300))).toBe(2)
    expect(readingMinutes('well-known '.repeat(300))).toBe(2)
    expect(readingMinutes('2025 '.repeat(400))).toBe(2)
    expect(readingMinutes('café '.repeat(400))).toBe(2)
  })

  it('ignores punctuation and symbols', () => {
    expect(readingMinutes(`${'，。！'.repeat(1000)} ${'— … '.repeat(1000)}`)).toBe(1)
  })

  it('takes at least one minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('Hi.')).toBe(1)
    expect(readingMinutes('——')).toBe(1)
  })
})
