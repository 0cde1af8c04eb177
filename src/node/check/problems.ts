/**
 * A problem in an author's file, located to the character, in words a non-programmer follows.
 * The compiler collects them all and fails once, listing every one.
 */
export interface Problem {
  /** Path from the project root, `content/zh/blog/x.md`. */
  file: string
  line: number
  column: number
  message: string
}

export function formatProblem(p: Problem): string {
  return `${p.file}:${p.line}:${p.column}  ${p.message}`
}

export function formatProblems(problems: readonly Problem[]): string {
  const sorted = [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  )
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`
  return `The content has ${count}; nothing was published.\n\n${sorted.map(formatProblem).join('\n')}\n`
}

/** A problem with a file as a whole, reported at its first character. */
export function fileProblem(file: string, message: string): Problem {
  return { file, line: 1, column: 1, message }
}

/** 1-based line and column of an offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let start = 0
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++
    start = i + 1
  }
  return { line, column: offset - start + 1 }
}
