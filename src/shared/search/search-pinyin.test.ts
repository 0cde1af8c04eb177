import { describe, expect, it } from 'vitest'
import { isPinyinTerm, pinyinMark, pinyinQueryTerms } from './search-pinyin.ts'
import { queryTerms } from './search-options.ts'
import { tokenize } from './search-tokenizer.ts'

const terms = (query: string) => pinyinQueryTerms(tokenize(query))

describe('pinyinQueryTerms', () => {
  it('reads one word as a pair of syllables or initials, whole or begun', () => {
    expect(terms('xingneng')).toEqual(['~xingneng'])
    expect(terms('XN')).toEqual(['~xn'])
    expect(terms('xingn')).toEqual(['~xingn'])
    expect(terms('x')).toEqual([])
  })

  it('joins words of one syllable two by two, as the index pairs characters', () => {
    expect(terms('xing neng')).toEqual(['~xingneng'])
    expect(terms('xing neng you hua')).toEqual(['~xingneng', '~nengyou', '~youhua'])
    expect(terms('ma ma ma')).toEqual(['~mama'])
  })

  it('reads nothing as pinyin beside characters or digits', () => {
    expect(terms('性能')).toEqual([])
    expect(terms('xingneng 优化')).toEqual([])
    expect(terms('es2015')).toEqual([])
    expect(terms('')).toEqual([])
  })

  it('marks its terms apart from every term the tokenizer makes', () => {
    expect(terms('xn').every(isPinyinTerm)).toBe(true)
    expect(tokenize(`${pinyinMark}xn 性能 react`).some(isPinyinTerm)).toBe(false)
  })
})

describe('queryTerms', () => {
  it('adds the pinyin terms only for an index that has pinyin', () => {
    expect(queryTerms('xing neng', true)).toEqual(['xing', 'neng', '~xingneng'])
    expect(queryTerms('xing neng', false)).toEqual(['xing', 'neng'])
    expect(queryTerms('性能', true)).toEqual(['性能'])
  })
})
