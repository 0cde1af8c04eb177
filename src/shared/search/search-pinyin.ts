/**
 * Pinyin search (issue 35): in the Chinese palette `xingneng`, `xing neng` and `xn` find 性能.
 *
 * The build writes a Chinese section's pinyin into a field of its own (src/node/search/search-pinyin-terms.ts,
 * with pinyin-pro, which never reaches the browser): for every pair of adjacent characters, as
 * the index pairs them, their syllables joined (`xingneng`) and their initials (`xn`). A reader's
 * Latin words are looked up there as well as in the text. The terms start with `pinyinMark`, so
 * they live apart from the text's own words in the term tree: an English word's completions never
 * reach them (and its near misses are looked for in the text fields only), and the index parts a
 * pinyin query needs sit together.
 */

/** Starts every pinyin term; the tokenizer never makes a term with it (it keeps letters, digits). */
export const pinyinMark = '~'

/**
 * The index fields that hold the pinyin terms (Chinese indexes only), one beside each text field
 * (title, heading trail, text), so a pinyin query ranks its hits as the characters would.
 */
export const pinyinFields = { title: 'pinyinTitle', titles: 'pinyinTitles', content: 'pinyin' }

export const isPinyinTerm = (term: string): boolean => term.startsWith(pinyinMark)

/** Latin words that may be pinyin: letters only, `v` standing for ü as keyboards type it. */
const pinyinWord = /^[a-z]+$/

/**
 * The pinyin terms a query's words look up, all of which a section must hold, from the words as
 * the tokenizer gave them: one word is a pair's syllables or initials, typed whole or begun
 * (`xingneng`, `xingn`, `xn`, but not one letter); several are one syllable each, joined two by two as the index
 * pairs characters (`xing neng you hua` holds 性能, 能优 and 优化, as 性能优化 does). Nothing when
 * a word is not letters alone.
 */
export function pinyinQueryTerms(words: readonly string[]): string[] {
  if (!words.length || !words.every((w) => pinyinWord.test(w))) return []
  // A lone letter begins the pinyin of thousands of pairs: many parts to fetch, nothing to rank.
  if (words.length === 1) return words[0]!.length > 1 ? [pinyinMark + words[0]] : []
  return [...new Set(words.slice(1).map((w, i) => pinyinMark + words[i] + w))]
}
