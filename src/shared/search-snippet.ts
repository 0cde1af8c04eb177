/**
 * The part of a section's text around the first match, split into plain and highlighted pieces,
 * so the palette can mark what matched without rendering HTML from content.
 */
import { normalize } from './search-tokenizer.ts'

export interface SnippetPiece {
  text: string
  match: boolean
}

function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const lower = normalize(text)
  // NFKC can change lengths (full-width digits stay one code unit, ligatures do not); fall back to
  // a plain lower-case copy when it did, so ranges still index the original text.
  const hay = lower.length === text.length ? lower : text.toLowerCase()
  const ranges: [number, number][] = []
  for (const term of terms) {
    if (!term) continue
    for (let at = hay.indexOf(term); at !== -1; at = hay.indexOf(term, at + term.length)) {
      ranges.push([at, at + term.length])
    }
  }
  ranges.sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const r of ranges) {
    const last = merged[merged.length - 1]
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1])
    else merged.push([...r])
  }
  return merged
}

export function highlight(text: string, terms: readonly string[], context = 60): SnippetPiece[] {
  const ranges = matchRanges(text, terms)
  const first = ranges[0]?.[0] ?? 0
  const start = Math.max(0, first - Math.floor(context / 3))
  const end = Math.min(text.length, start + context * 2)
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
