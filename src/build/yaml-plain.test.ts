import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../e2e/support/project-fs.ts'
import { random } from '../../bench/corpus.ts'
import { parsePlainYaml } from './yaml-plain.ts'

/** What the `yaml` package makes of a text, as the compiler asks it; undefined on any error. */
function packageValues(text: string): unknown {
  const doc = parseDocument(text, { uniqueKeys: true, prettyErrors: false })
  return doc.errors.length ? undefined : (doc.toJS() ?? {})
}

/** Every path into a value, the value's own ([]) first. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [path]
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : Object.entries(value as Record<string, unknown>)
  return [path, ...entries.flatMap(([key, v]) => pathsOf(v, [...path, key]))]
}

/** Where the package's document says the value at `path` starts (1-based line and column). */
function packagePosition(text: string, path: (string | number)[]) {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true })
  const node = doc.getIn(path, true) as Node | undefined
  if (!node || !(isScalar(node) || isMap(node) || 'range' in node) || !node.range) return undefined
  const { line, col } = lineCounter.linePos(node.range[0])
  return { line, column: col }
}

/** Where the reader answers, it answers what the package does: values, and where each starts. */
function expectAgreement(text: string, checkPositions = true) {
  const plain = parsePlainYaml(text)
  if (plain === undefined) return false
  expect(plain.data, text).toEqual(packageValues(text))
  if (checkPositions)
    for (const path of pathsOf(plain.data)) {
      const at = plain.positions.get(JSON.stringify(path))
      // Null values are left to the package's document (yaml-located.ts asks it then).
      if (at) expect(at, `${JSON.stringify(path)} in\n${text}`).toEqual(packagePosition(text, path))
    }
  return true
}

const frontMatter = (markdown: string) => /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1]

/** Every YAML text of the sample content: articles' front matter and the data files. */
function sampleTexts(): { file: string; text: string }[] {
  return readdirSync(join(repoRoot, 'content'), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .flatMap((e) => {
      const file = join(e.parentPath, e.name)
      const raw = readFileSync(file, 'utf8')
      const text = file.endsWith('.md') ? frontMatter(raw) : file.endsWith('.yml') ? raw : undefined
      return text === undefined ? [] : [{ file, text }]
    })
}

describe('parsePlainYaml', () => {
  it('reads every sample article’s front matter, with the values the yaml package gives', () => {
    const texts = sampleTexts()
    const articles = texts.filter((t) => /[\\/]blog[\\/].*\.md$/.test(t.file))
    expect(articles.length).toBeGreaterThan(10)
    for (const { text } of articles) expect(expectAgreement(text)).toBe(true)
    // Data files (lists of maps) are the package's: they agree where read.
    for (const { text } of texts) expectAgreement(text)
  })

  it('gives the core schema’s values: strings, numbers, booleans, null, lists and maps', () => {
    const text = [
      'title: "第 1 篇：为什么这样做"',
      "quote: 'it''s # not a comment'",
      'date: 2025-12-31',
      'time: 10:30',
      'count: 42',
      'ratio: .5',
      'negative: -7',
      'draft: false',
      'shown: True',
      'empty:',
      'tilde: ~',
      'url: https://example.com/a#b # a comment',
      'tags: ["CSS", 搜索, 42]',
      'author:',
      '  name: 林舟',
      '  avatar: { src: /images/avatar.webp, alt: 林舟 }',
      '  # a comment line',
      'links:',
      '- one',
      '- "two"',
      'nested:',
      '  deeper:',
      '    - [a, b]',
    ].join('\n')
    expect(expectAgreement(text)).toBe(true)
    const { positions } = parsePlainYaml(text)!
    expect(positions.get(JSON.stringify(['author', 'avatar', 'src']))).toEqual({
      line: 16,
      column: 18,
    })
    expect(positions.get(JSON.stringify(['tags', 1]))).toEqual({ line: 13, column: 15 })
    expect(positions.get(JSON.stringify(['links', 1]))).toEqual({ line: 20, column: 3 })
    expect(parsePlainYaml(text)?.data).toMatchObject({
      date: '2025-12-31',
      time: '10:30',
      count: 42,
      ratio: 0.5,
      draft: false,
      shown: true,
      empty: null,
      url: 'https://example.com/a#b',
      tags: ['CSS', '搜索', 42],
      links: ['one', 'two'],
      nested: { deeper: [['a', 'b']] },
    })
  })

  it('leaves to the package what it does not read plainly, problems included', () => {
    for (const text of [
      'a: |\n  block',
      'a: >\n  folded',
      'a: &x 1\nb: *x',
      'a: !tag x',
      'a: 1e3',
      'a: 0x1F',
      'a: .inf',
      'a: 12345678901234567890',
      'a: first line\n  continued',
      'a: "unclosed',
      'a: [unclosed',
      'a: [[nested]]',
      'list:\n  - name: map in a list',
      'a: 1\na: 2',
      '\ta: tabbed',
      'a: 1\r\nb: 2',
      'a:\u3000x',
      'true: key',
      '__proto__: x',
      '- top level list',
      'key with space: x',
      'a: "escape \\u00e9"',
      'a: x: y',
    ])
      expect(parsePlainYaml(text), text).toBeUndefined()
  })

  it('agrees with the package on thousands of mutated front matters', () => {
    const next = random(11)
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!
    const pieces = [' ', '  ', '\n', '\n  ', ':', ': ', '-', '- ', '#', ' #', '"', "'", '[', ']']
      .concat(['{', '}', ',', '&', '*', '!', '|', '>', '~', '?', '%', '@', '`', '0', '1.5', 'e3'])
      .concat(['true', 'null', 'x', '中', '\\', '\\"', '.', '+', '0o7', '0x1', '__proto__'])
    const seeds = sampleTexts()
      .map((t) => t.text)
      .filter((t) => parsePlainYaml(t) !== undefined)
    // Positions are compared for a share of the texts: each comparison parses a document per path.
    let read = 0
    for (let n = 0; n < 4000; n++) {
      let text = pick(seeds)
      for (let edits = 1 + Math.floor(next() * 3); edits > 0; edits--) {
        const at = Math.floor(next() * (text.length + 1))
        const cut = next() < 0.3 ? Math.floor(next() * 4) : 0
        text = text.slice(0, at) + pick(pieces) + text.slice(at + cut)
      }
      if (expectAgreement(text, n % 8 === 0)) read++
    }
    // Most small edits keep a text plain, so the comparison above covers the reader, not only
    // its refusals.
    expect(read).toBeGreaterThan(1000)
  })
})
