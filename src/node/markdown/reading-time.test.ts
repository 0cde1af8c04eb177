import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { random } from '../../../test/support/corpus.ts'
import { repoRoot } from '../../../e2e/support/project-fs.ts'
import { readingCounts, readingMinutes } from './reading-time.ts'

/** The counts as the definition reads: Han characters, then words in the text without them. */
function countsByExpressions(text: string) {
  const han = /\p{Script=Han}/gu
  const word = /[\p{Script=Latin}\p{N}]+(?:['’-][\p{Script=Latin}\p{N}]+)*/gu
  return {
    characters: text.match(han)?.length ?? 0,
    words: text.replace(han, ' ').match(word)?.length ?? 0,
  }
}

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

  it('counts what the definition’s expressions count, in the sample articles and in odd text', () => {
    const articles = readdirSync(join(repoRoot, 'content'), {
      recursive: true,
      withFileTypes: true,
    })
      .filter((e) => e.isFile() && e.name.endsWith('.md'))
      .map((e) => readFileSync(join(e.parentPath, e.name), 'utf8'))
    expect(articles.length).toBeGreaterThan(10)
    for (const text of articles) expect(readingCounts(text)).toEqual(countsByExpressions(text))
    // Joiners at the edges, astral Han and digits, Han numerals, full-width letters, lone halves
    // of surrogate pairs.
    const pieces = [
      'a',
      'Zé',
      '9',
      "'",
      '’',
      '-',
      ' ',
      '中',
      '〇',
      '𠀀',
      '𝟙',
      'Ａ',
      '１',
      '😀',
    ].concat(['\ud800', '\udc00', '—', '.', '\n', 'don', 't', '²'])
    const next = random(3)
    for (let n = 0; n < 3000; n++) {
      let text = ''
      for (let k = Math.floor(next() * 12); k >= 0; k--)
        text += pieces[Math.floor(next() * pieces.length)]
      expect(readingCounts(text), JSON.stringify(text)).toEqual(countsByExpressions(text))
    }
  })

  it('takes at least one minute', () => {
    expect(readingMinutes('')).toBe(1)
    expect(readingMinutes('Hi.')).toBe(1)
    expect(readingMinutes('——')).toBe(1)
  })
})
