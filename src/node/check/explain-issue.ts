/** Turns a schema issue into a sentence an author can act on without knowing what zod is. */
import type { core } from 'zod'
import type { LocatedYaml } from '../compile/file/yaml-located.ts'

const article: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'a group of fields (indented lines under it)',
}

const formats: Record<string, string> = {
  url: 'web address (https://…)',
  email: 'e-mail address (name@example.com)',
}

function describe(value: unknown): string {
  if (value === undefined) return 'missing'
  if (Array.isArray(value)) return 'a list'
  if (value === null) return 'empty'
  if (typeof value === 'object') return 'a group of fields'
  return `${typeof value === 'string' ? 'the text' : typeof value === 'number' ? 'the number' : ''} ${JSON.stringify(value)}`.trim()
}

export function explainIssue(issue: core.$ZodIssue): string {
  const name = issue.path.length ? `"${issue.path.join('.')}"` : 'This file'
  const last = String(issue.path[issue.path.length - 1] ?? '')
  const input = (issue as { input?: unknown }).input
  if (/date$/i.test(last) && input !== undefined) {
    return `${name} must be a date written as YYYY-MM-DD, like 2025-03-14; it is ${describe(input)}.`
  }
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined)
        return `${name} is missing; add it (${article[issue.expected] ?? issue.expected}).`
      return `${name} must be ${article[issue.expected] ?? issue.expected}, but it is ${describe(input)}.`
    case 'invalid_value':
      return `${name} must be one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}; it is ${describe(input)}.`
    case 'too_small':
      if (issue.origin === 'string') return `${name} must not be empty.`
      return `${name} must be ${issue.inclusive ? 'at least' : 'more than'} ${String(issue.minimum)}; it is ${describe(input)}.`
    case 'invalid_format':
      return `${name} is not a valid ${formats[issue.format] ?? issue.format}; it is ${describe(input)}.`
    case 'invalid_union':
      return `${name} has a value this field does not accept: ${describe(input)}.`
    default:
      return `${name}: ${issue.message}.`
  }
}

/** Each issue as a problem at the place of its value in `yaml`. */
export const issueProblems = (issues: core.$ZodIssue[], yaml: LocatedYaml, file: string) =>
  issues.map((issue) => ({ file, ...yaml.locate(issue.path), message: explainIssue(issue) }))
