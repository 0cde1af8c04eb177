/**
 * The pinyin terms of a Chinese section (src/shared/search/search-pinyin.ts), made at build time with
 * pinyin-pro. Its dictionary is what reads a polyphone right (行 is xing in 性能 but hang in
 * 银行), and it is far too big for the browser, which only looks the terms up.
 */
import { createHash } from 'node:crypto'
import { createRequire } from 'node:module'
import type * as PinyinPro from 'pinyin-pro'
import { pinyinMark } from '../../shared/search/search-pinyin.ts'

/**
 * Required on the first Chinese section, not imported: Vite bundles its config with the compiler,
 * which would load the dictionary (≈0.1 s) on every `npm run dev` start (decision 0047).
 */
const require = createRequire(import.meta.url)
let pinyin: typeof PinyinPro.pinyin | undefined

const hanRun = /\p{Script=Han}+/gu
const syllable = /^[a-z]+$/

/**
 * For every pair of adjacent Han characters, their syllables joined and their initials; a lone
 * character, its syllable. Each run is read whole, so the words around a character choose its
 * reading. A character pinyin-pro has no reading for breaks the run there.
 */
export function pinyinTerms(text: string): string[] {
  const terms: string[] = []
  for (const [run] of text.matchAll(hanRun)) {
    pinyin ??= (require('pinyin-pro') as typeof PinyinPro).pinyin
    const syllables = pinyin(run, { toneType: 'none', type: 'array', v: true })
    const known = (s: string | undefined): s is string => s !== undefined && syllable.test(s)
    syllables.forEach((a, i) => {
      const b = syllables[i + 1]
      if (!known(a)) return
      if (known(b)) terms.push(pinyinMark + a + b, pinyinMark + a[0] + b[0])
      else if (!known(syllables[i - 1])) terms.push(pinyinMark + a)
    })
  }
  return terms
}

/** A text's pinyin field (search-options.ts `buildSearchIndex`): its terms, space-separated. */
export const pinyinField = (text: string): string => pinyinTerms(text).join(' ')

/** Pinyin fields by a hash of their text (`pinyinFieldFrom`). */
export type PinyinFields = Map<string, string>

/**
 * `pinyinField` that takes a text's field from `known` where it is there, and notes every field it
 * gives in `used`. A build keeps `used` beside the search files (search-index-fs.ts) as the next
 * build's `known`: one changed article makes the Chinese index again from every section, and
 * pinyin-pro would otherwise read the whole blog again (3.3 s at 1,000 articles).
 */
export function pinyinFieldFrom(known: PinyinFields, used: PinyinFields) {
  return (text: string): string => {
    const key = createHash('sha256').update(text).digest('base64')
    const field = used.get(key) ?? known.get(key) ?? pinyinField(text)
    used.set(key, field)
    return field
  }
}
