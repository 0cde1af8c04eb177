import { describe, expect, it } from 'vitest'
import { parseYamlLocated, parseYamlLocatedKept } from './yaml-located.ts'

describe('parseYamlLocated', () => {
  it('locates a value, and a key that is not there where its parent map starts', () => {
    const yaml = parseYamlLocated('title: Hi\nsocial:\n  mail: a@b.c\n', 'content/site.yml', 1)
    expect(yaml.problems).toEqual([])
    expect(yaml.locate(['social', 'mail'])).toEqual({ line: 4, column: 9 })
    expect(yaml.locate(['social', 'phone'])).toEqual({ line: 4, column: 3 })
  })

  it('reports a tab in the indentation once, as the mistake it is', () => {
    const yaml = parseYamlLocated('a:\n\tb: 1\n', 'x.yml')
    expect(yaml.data).toBeUndefined()
    expect(yaml.problems.map((p) => p.message)).toEqual([
      'YAML must be indented with spaces, not tabs.',
    ])
  })
})

describe('parseYamlLocatedKept', () => {
  it('parses a file again only when its text changed', () => {
    const first = parseYamlLocatedKept('a: 1\n', 'locales/zh.json')
    expect(parseYamlLocatedKept('a: 1\n', 'locales/zh.json')).toBe(first)
    const changed = parseYamlLocatedKept('a: 2\n', 'locales/zh.json')
    expect(changed.data).toEqual({ a: 2 })
    // Problems name their file: the same text in another file is that file's own result.
    const other = parseYamlLocatedKept('a: 2\n', 'locales/en.json')
    expect(other).not.toBe(changed)
    expect(parseYamlLocatedKept('a: [\n', 'locales/en.json').problems[0]?.file).toBe(
      'locales/en.json',
    )
  })
})
