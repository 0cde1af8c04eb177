/**
 * Minutes to read a body, right for both scripts: Chinese is read by characters (about 400 a
 * minute), English by words (about 200 a minute). Code counts like prose; at least one minute.
 *
 * A word is a run of Latin letters and digits, joined by an apostrophe or a hyphen (`don't`,
 * `up-to-date`); Han characters count one each and part words. Counted in one pass over the text
 * with each character's class looked up, not with regular expressions that build an array of
 * every match and a copy of the text: every compile measures every article (the dev server's
 * first start from its raw text), and for 2,000 articles the expressions took ≈90 ms.
 */
const han = /^\p{Script=Han}$/u
const wordChar = /^[\p{Script=Latin}\p{N}]$/u
const joiners = new Set(["'", '’', '-'])

export const hanPerMinute = 400
export const wordsPerMinute = 200

const HAN = 1
const WORD = 2
const JOIN = 3
const OTHER = 4

/** Classes of the code units below U+10000, filled as they are met (0: not yet known). */
const classes = new Uint8Array(0x10000)

function classOf(char: string): number {
  if (han.test(char)) return HAN
  if (wordChar.test(char)) return WORD
  return joiners.has(char) ? JOIN : OTHER
}

/** Han characters and words (module comment) in `text`. */
export function readingCounts(text: string): { characters: number; words: number } {
  let characters = 0
  let words = 0
  let inWord = false
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    let kind: number
    let width = 1
    const low = text.charCodeAt(i + 1)
    if (unit >= 0xd800 && unit <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
      // A character beyond U+FFFF (rare Han, some digits): classed each time it is met.
      width = 2
      kind = classOf(text.slice(i, i + 2))
    } else kind = classes[unit] || (classes[unit] = classOf(text[i]!))
    if (kind === HAN) characters++
    if (kind === WORD) {
      if (!inWord) words++
      inWord = true
    } else if (kind === JOIN && inWord) {
      // A joiner keeps the word going only between two word characters.
      const after = text.codePointAt(i + 1)
      inWord = after !== undefined && classOf(String.fromCodePoint(after)) === WORD
    } else inWord = false
    i += width - 1
  }
  return { characters, words }
}

export function readingMinutes(text: string): number {
  const { characters, words } = readingCounts(text)
  return Math.max(1, Math.round(characters / hanPerMinute + words / wordsPerMinute))
}
