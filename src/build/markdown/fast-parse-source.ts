/**
 * The source side of fast-parse.ts: where lines start and end, what is blank, where fenced code
 * lies, and the refusal that sends a file back to micromark.
 */
import type { Token } from 'markdown-it/index.js'
import type { Point, Position } from 'unist'

/** A construct fast-parse.ts does not turn into mdast: the caller parses with micromark instead. */
export class Unsupported extends Error {}

/**
 * Past `maxNesting` (100) levels markdown-it drops what it does not parse, where micromark goes on:
 * anything nested this deep goes to micromark, well before that.
 */
export const deepest = 32

export interface Source {
  text: string
  /** Offset of each line's first character; line n (1-based) starts at `starts[n - 1]`. */
  starts: number[]
}

export function sourceOf(text: string): Source {
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  return { text, starts }
}

export function point(source: Source, offset: number): Point {
  let low = 0
  let high = source.starts.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (source.starts[mid]! <= offset) low = mid
    else high = mid - 1
  }
  return { line: low + 1, column: offset - source.starts[low]! + 1, offset }
}

/** Offset of the end of line `line` (0-based): its line ending, or the end of the text. */
export const lineEnd = (source: Source, line: number) =>
  (source.starts[line + 1] ?? source.text.length + 1) - 1

const lineText = (source: Source, line: number) =>
  source.text.slice(source.starts[line], lineEnd(source, line))

const isBlank = (source: Source, line: number) => lineText(source, line).trim() === ''

/** The lines `from` to `to` (0-based, `to` exclusive, of the whole file), trimmed to their text. */
export function linesPosition(source: Source, from: number, to: number): Position {
  let last = Math.max(from, to - 1)
  while (last > from && isBlank(source, last)) last--
  const lineStart = source.starts[from] ?? source.text.length
  const indent = /^ */.exec(source.text.slice(lineStart, lineStart + 4))![0].length
  return { start: point(source, lineStart + indent), end: point(source, lineEnd(source, last)) }
}

/** Whether a blank line comes between lines `from` and `to` (0-based, `to` exclusive). */
export function hasBlankLine(source: Source, from: number, to: number): boolean {
  let last = to - 1
  while (last > from && isBlank(source, last)) last--
  for (let line = from; line < last; line++) if (isBlank(source, line)) return true
  return false
}

/** The cells of a table row's line: its pipes split it, a leading and a trailing one aside. */
export function cellsOn(source: Source, line: number): number {
  const cells = lineText(source, line).trim().split('|')
  if (cells.length > 1 && cells[0] === '') cells.shift()
  if (cells.length > 1 && cells[cells.length - 1] === '') cells.pop()
  return cells.length
}

/** A fenced code block's offsets in the file: the whole block, and the code between its fences. */
export interface Fence {
  from: number
  to: number
  code: [number, number]
  /** Whether a closing fence ends it (else it runs to the end of its container). */
  closed: boolean
}

/** Every fenced code block, in order. `shift`: the lines before markdown-it's first (front matter). */
export function fencesOf(source: Source, tokens: Token[], shift: number): Fence[] {
  const fences: Fence[] = []
  for (const token of tokens) {
    if (token.type !== 'fence' || !token.map) continue
    const first = token.map[0] + shift
    const last = token.map[1] + shift - 1
    fences.push({
      from: source.starts[first]!,
      to: lineEnd(source, last),
      code: [source.starts[first + 1] ?? source.text.length, source.starts[last]!],
      closed: last > first && lineText(source, last).trim().startsWith(token.markup),
    })
  }
  return fences
}

/** The file with the code of closed fenced blocks left out (their fences stay). */
export function withoutCode(source: Source, fences: Fence[]): string {
  let kept = ''
  let from = 0
  for (const fence of fences) {
    // Without its closing fence a block runs to the end of its container: all of it stays looked at.
    if (!fence.closed) continue
    kept += source.text.slice(from, fence.code[0])
    from = fence.code[1]
  }
  return kept + source.text.slice(from)
}
