import { describe, expect, it } from 'vitest'
import { checkLocales, requiredKeys } from './check-locales.ts'

// The keys every locale file needs, on one line so the line numbers below stay simple.
const required = Object.keys(requiredKeys)
  .map((k) => `"${k}": "x"`)
  .join(', ')
const zh = {
  code: 'zh',
  file: 'locales/zh.json',
  text: `{ ${required},\n  "a.name": "甲",\n  "b.name": "乙"\n}\n`,
}

describe('checkLocales', () => {
  it('accepts files with the same keys', () => {
    const en = {
      code: 'en',
      file: 'locales/en.json',
      text: `{ ${required}, "b.name": "B", "a.name": "A" }`,
    }
    const result = checkLocales([zh, en], 'zh')
    expect(result.problems).toEqual([])
    expect(result.messages.get('en')).toMatchObject({ 'a.name': 'A', 'b.name': 'B' })
  })

  it('reports a missing key with where the reference has it, and an extra key where it stands', () => {
    const en = {
      code: 'en',
      file: 'locales/en.json',
      text: `{ ${required},\n  "a.name": "A",\n  "c.name": "C"\n}`,
    }
    const lines = checkLocales([zh, en], 'zh').problems.map(
      (p) => `${p.file}:${p.line}:${p.column} ${p.message}`,
    )
    expect(lines).toContain(
      'locales/en.json:1:1 The key "b.name" is missing; locales/zh.json:3:13 has it. Add its translation.',
    )
    expect(lines).toContain(
      'locales/en.json:3:13 The key "c.name" is not in locales/zh.json; remove it or add it there.',
    )
  })

  it('asks for the keys that describe the language, naming each', () => {
    const bare = { code: 'zh', file: 'locales/zh.json', text: '{ "a.name": "甲" }' }
    const lines = checkLocales([bare], 'zh').problems.map((p) => p.message)
    expect(lines).toHaveLength(Object.keys(requiredKeys).length)
    expect(lines).toContain(
      'The key "locale.name" is needed: the name of the language in itself, such as "Français".',
    )
  })

  it('locates broken JSON', () => {
    const en = {
      code: 'en',
      file: 'locales/en.json',
      text: '{\n  "a.name": "A"\n  "b.name": "B"\n}',
    }
    const [problem] = checkLocales([zh, en], 'zh').problems
    expect(problem).toMatchObject({ file: 'locales/en.json', line: 3, column: 3 })
  })
})
