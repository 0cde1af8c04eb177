/**
 * One tokenizer for the search index (built at build time) and the queries (in the browser).
 * English and other spaced scripts split into words. Chinese has no spaces and Intl.Segmenter
 * splits it unevenly (静态网站和博客 comes out as 静态|网站|和博|客), so a Chinese run is indexed as
 * its Segmenter words plus every pair of adjacent characters, and a query looks up its pairs:
 * 博客 then finds 静态网站和博客 however the segmenter cut it.
 */

/** Scripts written without spaces, indexed by character pairs. */
const cjkRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/u
const token =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|(?:(?![\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])[\p{L}\p{N}])+/gu

/** Full-width forms to their usual ones (Ｒｅａｃｔ → react), and lower case. */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase()
}

export function isCjk(term: string): boolean {
  return cjkRun.test(term)
}

function bigrams(run: string): string[] {
  const chars = [...run]
  if (chars.length < 2) return chars
  return chars.slice(0, -1).map((c, i) => c + chars[i + 1])
}

let segmenter: Intl.Segmenter | undefined

function words(run: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  return [...segmenter.segment(run)].map((s) => s.segment).filter((w) => [...w].length > 1)
}

/** Terms of a text to index: words, and for CJK runs their Segmenter words and character pairs. */
export function tokenize(text: string): string[] {
  const terms: string[] = []
  for (const [run] of normalize(text).matchAll(token)) {
    if (isCjk(run)) terms.push(...words(run), ...bigrams(run))
    else terms.push(run)
  }
  return terms
}

/** Terms of a query: words, and the character pairs of each CJK run (every one must be found). */
export function queryTokens(text: string): string[] {
  const terms: string[] = []
  for (const [run] of normalize(text).matchAll(token))
    terms.push(...(isCjk(run) ? bigrams(run) : [run]))
  return [...new Set(terms)]
}
