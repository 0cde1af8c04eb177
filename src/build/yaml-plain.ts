/**
 * A quick reader for the YAML front matter nearly always is: keys with plain or quoted values,
 * nested maps by indentation, lists of values (`- a` lines or `[a, b]`) and one-line maps
 * (`{ src: x, alt: y }`), with comments. Anything else (anchors, tags, block scalars, multi-line
 * values, numbers in other notations, maps inside lists, a tab, a duplicate key) returns undefined,
 * and the caller parses the text with the `yaml` package, as it does every text with a problem.
 *
 * Why: every compile reads every article's front matter, and the `yaml` package builds a concrete
 * syntax tree and a document before it gives the values. For the 2,000 front matters of a
 * 1,000-article blog that was ≈270 ms of one thread on a quiet machine, and ≈400 ms of the dev
 * server's first start (the manifest waits for it). Where this reader answers, it answers what the
 * `yaml` package does (YAML 1.2, core schema); yaml-plain.test.ts holds it to that on the sample
 * content, the benchmark's articles and thousands of mutated texts.
 */

type Value = string | number | boolean | null | Value[] | YamlMap
type YamlMap = { [key: string]: Value }

interface Line {
  /** 1-based, in the text. */
  number: number
  indent: number
  /** The line without its indentation. */
  text: string
}

/** Where each value starts (1-based line and column), by its path as JSON. */
export type Positions = Map<string, { line: number; column: number }>

/** What a reader function is given: where its text starts, and the path of its value. */
interface Place {
  line: number
  column: number
  path: (string | number)[]
  positions: Positions
}

const record = (place: Place) =>
  place.positions.set(JSON.stringify(place.path), { line: place.line, column: place.column })
const within = (place: Place, offset: number, key: string | number): Place => ({
  ...place,
  column: place.column + offset,
  path: [...place.path, key],
})
/** Leading spaces of `text`. */
const spaces = (text: string) => text.length - text.trimStart().length

/** A key as front matter writes them (`checkedKey` refuses the few that read otherwise). */
const keyPattern = /^[A-Za-z_][A-Za-z0-9_-]*$/
/** Characters a plain value may not start with (YAML's indicators). */
const indicators = '-?:,[]{}#&*!|>\'"%@`'

const nullPattern = /^(?:~|[Nn]ull|NULL)?$/
const truePattern = /^(?:[Tt]rue|TRUE)$/
const falsePattern = /^(?:[Ff]alse|FALSE)$/
/** Integers and decimals as the core schema reads them, within what a double holds exactly. */
const intPattern = /^[-+]?[0-9]{1,15}$/
const decimalPattern = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/
/** Other numbers of the core schema (octal, hex, exponents, infinities): left to the package. */
const otherNumberPattern =
  /^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/

class NotPlain extends Error {}
const fail = (): never => {
  throw new NotPlain()
}

/**
 * A key this reader takes as written: `true` or `null` as keys become other strings in the
 * package's objects, and `__proto__` would not make an own property.
 */
function checkedKey(key: string, map: YamlMap): string {
  if (!keyPattern.test(key) || key === '__proto__' || key in map) fail()
  if (nullPattern.test(key) || truePattern.test(key) || falsePattern.test(key)) fail()
  return key
}

/** A plain value, resolved as the core schema does. */
function scalar(text: string): Value {
  if (nullPattern.test(text)) return null
  if (truePattern.test(text)) return true
  if (falsePattern.test(text)) return false
  if (intPattern.test(text)) return Number(text)
  if (decimalPattern.test(text)) return parseFloat(text)
  if (otherNumberPattern.test(text)) fail()
  return text
}

/** What may follow a value on its line: nothing, or a comment. */
function endOfValue(rest: string): void {
  if (rest !== '' && !/^ +#/.test(rest) && !/^ +$/.test(rest)) fail()
}

/** A quoted value at the start of `text`: its string and what follows it. */
function quoted(text: string): [string, string] {
  if (text[0] === "'") {
    let out = ''
    for (let i = 1; i < text.length; i++) {
      if (text[i] !== "'") out += text[i]
      else if (text[i + 1] === "'") {
        out += "'"
        i++
      } else return [out, text.slice(i + 1)]
    }
    return fail()
  }
  let out = ''
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!
    if (c === '"') return [out, text.slice(i + 1)]
    if (c !== '\\') {
      out += c
      continue
    }
    const escaped = { '\\': '\\', '"': '"', '/': '/', n: '\n', t: '\t' }[text[++i]!]
    out += escaped ?? fail()
  }
  return fail()
}

/** The items of a one-line `[...]` or `{...}`, split at commas outside quotes, with offsets. */
function flowItems(text: string, close: string): [[string, number][], string] {
  const items: [string, number][] = []
  let start = 1
  let quote = ''
  for (let i = 1; i < text.length; i++) {
    const c = text[i]!
    if (quote) {
      if (c === quote) quote = ''
      else if (c === '\\' && quote === '"') i++
    } else if (c === '"' || c === "'") {
      // A quote opens a quoted value only at the start of an item; inside a plain one it is
      // where the rules get subtle.
      if (text.slice(start, i).trim() !== '') fail()
      quote = c
    } else if (c === '[' || c === '{' || c === ']' || c === '}' || c === ',') {
      if (c === '[' || c === '{' || (c !== ',' && c !== close)) fail()
      const item = text.slice(start, i)
      items.push([item.trim(), start + spaces(item)])
      start = i + 1
      if (c === close) {
        // `[]` and `{}`: empty, not one empty item.
        if (items.length === 1 && items[0]![0] === '') items.pop()
        return [items, text.slice(i + 1)]
      }
    }
  }
  return fail()
}

/** A value inside `[...]` or `{...}`. */
function flowScalar(text: string, place: Place): Value {
  if (text === '') fail()
  record(place)
  if (text[0] === '"' || text[0] === "'") {
    const [value, rest] = quoted(text)
    if (rest.trim() !== '') fail()
    return value
  }
  if (indicators.includes(text[0]!) || /[:#]/.test(text)) fail()
  return scalar(text)
}

/** The value written after `key: ` (or after `- `) on one line. */
function inlineValue(text: string, place: Place): Value {
  record(place)
  const first = text[0]!
  if (first === '"' || first === "'") {
    const [value, rest] = quoted(text)
    endOfValue(rest)
    return value
  }
  if (first === '[') {
    const [items, rest] = flowItems(text, ']')
    endOfValue(rest)
    return items.map(([item, offset], i) => flowScalar(item, within(place, offset, i)))
  }
  if (first === '{') {
    const [items, rest] = flowItems(text, '}')
    endOfValue(rest)
    const map: YamlMap = {}
    for (const [item, offset] of items) {
      const colon = item.indexOf(': ')
      if (colon < 0) fail()
      const key = checkedKey(item.slice(0, colon), map)
      const value = item.slice(colon + 2)
      map[key] = flowScalar(value.trim(), within(place, offset + colon + 2 + spaces(value), key))
    }
    return map
  }
  if (indicators.includes(first) && !/^-[0-9.]/.test(text)) fail()
  const comment = text.indexOf(' #')
  const value = (comment < 0 ? text : text.slice(0, comment)).trimEnd()
  if (value.includes(': ') || value.endsWith(':') || value.includes(' #')) fail()
  return scalar(value)
}

/** The place of a block starting at `line`. */
const blockPlace = (line: Line, place: Place): Place => ({
  ...place,
  line: line.number,
  column: line.indent + 1,
})

/** Lines of a block at `indent`, from `lines[at]`; returns the value and the next line's index. */
function block(lines: Line[], at: number, indent: number, place: Place): [Value, number] {
  record(blockPlace(lines[at]!, place))
  return lines[at]!.text.startsWith('- ')
    ? sequence(lines, at, indent, place)
    : map(lines, at, indent, place)
}

function sequence(lines: Line[], at: number, indent: number, place: Place): [Value[], number] {
  const items: Value[] = []
  let i = at
  while (i < lines.length && lines[i]!.indent === indent && lines[i]!.text.startsWith('- ')) {
    const line = lines[i]!
    const text = line.text.slice(2)
    const item = text.trimStart()
    // A map in a list (`- name: x`) and nested lists are left to the package.
    if (item === '' || item.startsWith('- ') || /^[A-Za-z_][A-Za-z0-9_-]*:(?: |$)/.test(item))
      fail()
    const itemPlace = within(blockPlace(line, place), 2 + spaces(text), items.length)
    items.push(inlineValue(item, itemPlace))
    i++
    if (i < lines.length && lines[i]!.indent > indent) fail()
  }
  return [items, i]
}

function map(lines: Line[], at: number, indent: number, place: Place): [YamlMap, number] {
  const result: YamlMap = {}
  let i = at
  while (i < lines.length && lines[i]!.indent === indent) {
    const line = lines[i]!
    const { text } = line
    const colon = text.indexOf(':')
    const key = checkedKey(colon < 0 ? '' : text.slice(0, colon), result)
    const rest = text.slice(colon + 1)
    if (rest !== '' && rest[0] !== ' ') fail()
    const value = rest.trim()
    i++
    const next = lines[i]
    const keyPlace = within(blockPlace(line, place), 0, key)
    if (value === '' || value.startsWith('#')) {
      if (value !== '' && !/^ +#/.test(rest)) fail()
      // Nested: a deeper block, or a list at the key's own indentation (as YAML allows).
      if (
        next &&
        (next.indent > indent || (next.indent === indent && next.text.startsWith('- ')))
      ) {
        ;[result[key], i] = block(lines, i, next.indent, keyPlace)
      } else result[key] = null
    } else {
      const valuePlace = { ...keyPlace, column: keyPlace.column + colon + 1 + spaces(rest) }
      result[key] = inlineValue(value, valuePlace)
      if (next && next.indent > indent) fail()
    }
  }
  if (i < lines.length && lines[i]!.indent > indent) fail()
  return [result, i]
}

/**
 * The values of `text` if it is plain front matter (see the module's comment), else undefined:
 * the `yaml` package then parses it, and reports any problem where it is. `positions` says where
 * each value starts (null values excepted), as the package's document would.
 */
export function parsePlainYaml(
  text: string,
): { data: Record<string, unknown>; positions: Positions } | undefined {
  // Only spaces and line feeds as white space: tabs, carriage returns and the other spaces
  // Unicode has (U+3000 in Chinese text) are where YAML's rules get subtle.
  if (/[^\S \n]/.test(text)) return undefined
  const lines: Line[] = []
  text.split('\n').forEach((raw, i) => {
    const body = raw.trimStart()
    if (body === '' || body.startsWith('#')) return
    lines.push({ number: i + 1, indent: raw.length - body.length, text: body.trimEnd() })
  })
  const positions: Positions = new Map()
  if (lines.length === 0) return { data: {}, positions }
  if (lines[0]!.indent !== 0 || lines[0]!.text.startsWith('- ') || lines[0]!.text === '---')
    return undefined
  try {
    const root: Place = { line: lines[0]!.number, column: 1, path: [], positions }
    record(root)
    const [data, end] = map(lines, 0, 0, root)
    return end === lines.length ? { data, positions } : undefined
  } catch (error) {
    if (error instanceof NotPlain) return undefined
    throw error
  }
}
