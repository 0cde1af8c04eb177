/**
 * Parses YAML (front matter, data files, JSON locale files) keeping where every value stands,
 * so a schema problem can be reported at the exact line and column of the value at fault.
 */
import { isNode, LineCounter, parseDocument } from 'yaml'
import type { Problem } from '../../check/problems.ts'

export interface LocatedYaml {
  data: unknown
  problems: Problem[]
  /** Line and column of the value at `path`, or of its nearest ancestor that exists. */
  locate(path: readonly PropertyKey[]): { line: number; column: number }
}

function explainYamlError(code: string, message: string): string {
  if (code === 'DUPLICATE_KEY') {
    return `A key is written twice here; keep only one of them.`
  }
  if (code === 'TAB_AS_INDENT' || /tab/i.test(message)) {
    return 'YAML must be indented with spaces, not tabs.'
  }
  const first = message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '')
  return `This YAML cannot be read (${first}). Check the indentation and that text with ":" or "#" is in quotes.`
}

/**
 * @param lineOffset lines before the text in its file (front matter starts on line 2).
 */
export function parseYamlLocated(text: string, file: string, lineOffset = 0): LocatedYaml {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false })
  const at = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset)
    return { line: line + lineOffset, column: col }
  }
  const problems: Problem[] = []
  // A tab in the indentation trips other errors (a "duplicate key" on the line above); only the tab is the mistake.
  const tabs = doc.errors.filter((e) => e.code === 'TAB_AS_INDENT')
  for (const error of tabs.length ? tabs : doc.errors) {
    const where = at(error.pos[0])
    // One mistake often trips several parser errors at the same spot; the author needs one.
    if (problems.some((p) => p.line === where.line && p.column === where.column)) continue
    problems.push({ file, ...where, message: explainYamlError(error.code, error.message) })
  }
  return {
    data: problems.length ? undefined : (doc.toJS() ?? {}),
    problems,
    locate(path) {
      for (let n = path.length; n >= 0; n--) {
        const node: unknown = doc.getIn(path.slice(0, n) as unknown[], true)
        // A missing key is reported where its parent map starts.
        if (isNode(node) && node.range) return at(node.range[0])
      }
      return { line: 1 + lineOffset, column: 1 }
    },
  }
}

/** The last text of each file given to `parseYamlLocatedKept`, and what it parsed to. */
const kept = new Map<string, { text: string; yaml: LocatedYaml }>()

/**
 * `parseYamlLocated` for the small files every compile reads again, unchanged nearly always
 * (site.yml, .navigation.yml, the locale files): the dev server compiles on every save, and with
 * a thousand articles these parses were ≈10 ms of each save's compile. The last result per file
 * is kept while its text stays the same; callers only read it.
 */
export function parseYamlLocatedKept(text: string, file: string): LocatedYaml {
  const last = kept.get(file)
  if (last?.text === text) return last.yaml
  const yaml = parseYamlLocated(text, file)
  kept.set(file, { text, yaml })
  return yaml
}
