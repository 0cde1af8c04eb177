/**
 * What the palette shows of a hit: its title, and the part of its text around the first match,
 * each split into plain and matched pieces, so the palette can mark what matched without rendering
 * HTML from content.
 */
import { isCjk, normalize } from './search-tokenizer.ts'

export interface SnippetPiece {
  text: string
  match: boolean
  /** Set on every piece of a snippet taken from the section's code, which the palette sets as code. */
  code?: true
}

/**
 * What separates, in a section's content (src/node/markdown/search-sections.ts), its prose from
 * the text of its code blocks after it. Both have their white space collapsed to single spaces,
 * so a line break is never part of either.
 */
export const codeBreak = '\n'

type Range = [from: number, to: number]

/** A letter or digit of a spaced script: what the tokenizer joins into one word. */
const inWord = (char: string | undefined) => !!char && /[\p{L}\p{N}]/u.test(char) && !isCjk(char)

/** Where the terms (as the index holds them: words, Chinese pairs) occur in `text`, merged. */
function matchRanges(text: string, terms: readonly string[]): Range[] {
  const folded = normalize(text)
  // NFKC can change lengths (full-width digits stay one code unit, ligatures do not); fall back to
  // a plain lower-case copy when it did, so ranges still index the original text.
  const hay = folded.length === text.length ? folded : text.toLowerCase()
  const ranges: Range[] = []
  for (const term of new Set(terms)) {
    if (!term) continue
    // The index matched a word whole: `static` is not the one in `ecstatic`. A Chinese pair has
    // no such edges.
    const whole = !isCjk(term)
    for (let at = hay.indexOf(term); at !== -1; at = hay.indexOf(term, at + 1)) {
      const to = at + term.length
      if (!whole || (!inWord(hay[at - 1]) && !inWord(hay[to]))) ranges.push([at, to])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: Range[] = []
  for (const r of ranges) {
    const last = merged[merged.length - 1]
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1])
    else merged.push([...r])
  }
  return merged
}

/** The text from `start` to `end` in pieces, with an ellipsis where it was cut. */
function piecesOf(text: string, ranges: Range[], start = 0, end = text.length): SnippetPiece[] {
  const pieces: SnippetPiece[] = []
  let at = start
  for (const [from, to] of ranges) {
    if (to <= start || from >= end) continue
    const a = Math.max(from, start)
    const b = Math.min(to, end)
    if (a > at) pieces.push({ text: text.slice(at, a), match: false })
    pieces.push({ text: text.slice(a, b), match: true })
    at = b
  }
  if (at < end) pieces.push({ text: text.slice(at, end), match: false })
  if (start > 0) pieces.unshift({ text: '…', match: false })
  if (end < text.length) pieces.push({ text: '…', match: false })
  return pieces
}

/** A title (or any short text) whole, with what matched marked. */
export function marks(text: string, terms: readonly string[]): SnippetPiece[] {
  return piecesOf(text, matchRanges(text, terms))
}

interface Segment {
  start: number
  end: number
  /** A word, white space, punctuation that ends a phrase, or another mark (`-`, `(`, `/`). */
  kind: 'word' | 'space' | 'stop' | 'mark'
}

const stop = /^[,.;:!?…，。；：！？、]+$/u
/** Made on first use; Chinese rules, which split English words as any locale's do. */
let segmenter: Intl.Segmenter | undefined

/**
 * The word segments of `text` from `from` to `to`: English words and the spaces and punctuation
 * between them; Chinese words as the browser's dictionary finds them. A segment cut by either end
 * of the span is left out, so every start and end given is a real boundary.
 */
function segmentsOf(text: string, from: number, to: number): Segment[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  const segments: Segment[] = []
  for (const { segment, index, isWordLike } of segmenter.segment(text.slice(from, to))) {
    const start = from + index
    const end = start + segment.length
    if ((start === from && from > 0) || (end === to && to < text.length)) continue
    const kind = isWordLike
      ? 'word'
      : /^\s+$/u.test(segment)
        ? 'space'
        : stop.test(segment)
          ? 'stop'
          : 'mark'
    segments.push({ start, end, kind })
  }
  return segments
}

/**
 * Where the snippet starts: at a word, as close to `lead` before the first match as the words
 * allow, and at the first word of a phrase (after a comma, a full stop…) if one is in reach.
 */
function startOf(segments: Segment[], first: number, lead: number): number {
  const wanted = Math.max(0, first - lead)
  if (wanted === 0) return 0
  let phrase: number | undefined
  let word: number | undefined
  let before: number | undefined
  let previous: Segment['kind'] | undefined
  for (const s of segments) {
    if (s.start > first) break
    if (s.kind === 'word' && s.start < wanted) before = s.start
    else if (s.kind === 'word') {
      word ??= s.start
      if (previous === 'stop') phrase ??= s.start
    }
    if (s.kind !== 'space') previous = s.kind
  }
  return phrase ?? word ?? before ?? first
}

/**
 * Where it ends: after a word or a phrase's punctuation, within `limit` when it can, past the
 * first match's end `from`, never inside a match.
 */
function endOf(segments: Segment[], ranges: Range[], from: number, limit: number): number {
  const ends = segments
    .filter((s) => (s.kind === 'word' || s.kind === 'stop') && s.end >= from)
    .map((s) => s.end)
    .filter((end) => !ranges.some(([a, b]) => a < end && end < b))
  return ends.filter((end) => end <= limit).pop() ?? ends[0] ?? limit
}

/**
 * About `length` characters of a section's content around its first match, starting and ending at
 * word boundaries, with every match marked. The prose is shown, around its first match; the code's
 * text only where the match is in the code alone (the reader searched for a command or an API:
 * the snippet shows it), or the section has no prose.
 */
export function snippet(content: string, terms: readonly string[], length = 120): SnippetPiece[] {
  const [prose = '', code = ''] = content.split(codeBreak)
  const proseRanges = matchRanges(prose, terms)
  const codeRanges = matchRanges(code, terms)
  const inCode = !prose || (!proseRanges.length && codeRanges.length > 0)
  const [text, ranges] = inCode ? [code, codeRanges] : [prose, proseRanges]
  const pieces = around(text, ranges, length)
  return inCode ? pieces.map((piece) => ({ ...piece, code: true })) : pieces
}

/** About `length` characters of `text` around its first range, cut at word boundaries. */
function around(text: string, ranges: Range[], length: number): SnippetPiece[] {
  if (text.length <= length) return piecesOf(text, ranges)
  const [first, firstEnd] = ranges[0] ?? [0, 0]
  const lead = Math.floor(length / 6)
  // Only the span the snippet can reach is segmented, which keeps a long section cheap; the
  // margin is for the words its ends cut, which give no boundary.
  const margin = 32
  const segments = segmentsOf(
    text,
    Math.max(0, first - lead - margin),
    Math.min(text.length, first + length + margin),
  )
  const start = startOf(segments, first, lead)
  const limit = start + length
  const end = limit >= text.length ? text.length : endOf(segments, ranges, firstEnd, limit)
  return piecesOf(text, ranges, start, end)
}
