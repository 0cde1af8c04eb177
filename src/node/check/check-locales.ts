/**
 * UI strings live in locales/<code>.json as flat keys. The default locale's file is the reference:
 * every other file must have exactly its keys, so no label is ever missing on a page.
 */
import { fileProblem, lineColumn, type Problem } from './problems.ts'
import { parseYamlLocatedKept } from '../compile/file/yaml-located.ts'

/** Keys that describe the locale itself (src/shared/i18n/locales.ts) and words the build writes into pages. */
export const requiredKeys: Record<string, string> = {
  'locale.language': 'the BCP-47 tag of the language, such as "fr-FR"',
  'locale.html_lang': 'the page language for browsers and search engines, such as "fr"',
  'locale.name': 'the name of the language in itself, such as "Français"',
  'locale.read_in': 'an invitation to read a page in this language, such as "Lire en français"',
  'markdown.footnotes': 'the heading above footnotes',
  'markdown.footnotes_back': 'the label of the link from a footnote back to the text',
}

export interface LocaleFile {
  code: string
  file: string
  text: string
}

export function parseLocale(f: LocaleFile): {
  messages?: Record<string, string>
  problems: Problem[]
} {
  try {
    const messages = JSON.parse(f.text) as unknown
    if (!messages || typeof messages !== 'object' || Array.isArray(messages)) {
      const message = 'A locale file must be one JSON object of "key": "text" pairs.'
      return { problems: [fileProblem(f.file, message)] }
    }
    const bad = Object.entries(messages).filter(([, v]) => typeof v !== 'string')
    const yaml = parseYamlLocatedKept(f.text, f.file)
    return {
      messages: messages as Record<string, string>,
      problems: bad.map(([k]) => ({
        file: f.file,
        ...yaml.locate([k]),
        message: `The text of "${k}" must be in quotes.`,
      })),
    }
  } catch (error) {
    const offset = Number(/position (\d+)/.exec(String(error))?.[1] ?? 0)
    const message = 'This JSON cannot be read; check for a missing comma, quote or brace here.'
    return { problems: [{ file: f.file, ...lineColumn(f.text, offset), message }] }
  }
}

export function checkLocales(
  files: readonly LocaleFile[],
  defaultLocale: string,
): {
  messages: Map<string, Record<string, string>>
  problems: Problem[]
} {
  const problems: Problem[] = []
  const messages = new Map<string, Record<string, string>>()
  for (const f of files) {
    const parsed = parseLocale(f)
    problems.push(...parsed.problems)
    if (parsed.messages) messages.set(f.code, parsed.messages)
  }
  const reference = files.find((f) => f.code === defaultLocale)
  const base = messages.get(defaultLocale)
  if (!reference) {
    problems.push(
      fileProblem(`locales/${defaultLocale}.json`, 'The default locale file is missing.'),
    )
  }
  if (!reference || !base) return { messages, problems }
  // Only the reference needs checking: every other file must have exactly its keys.
  for (const [key, what] of Object.entries(requiredKeys)) {
    if (!base[key])
      problems.push(fileProblem(reference.file, `The key "${key}" is needed: ${what}.`))
  }
  const refYaml = parseYamlLocatedKept(reference.text, reference.file)
  for (const f of files) {
    const other = messages.get(f.code)
    if (f === reference || !other) continue
    const yaml = parseYamlLocatedKept(f.text, f.file)
    for (const key of Object.keys(base)) {
      if (!(key in other)) {
        const at = refYaml.locate([key])
        const message = `The key "${key}" is missing; ${reference.file}:${at.line}:${at.column} has it. Add its translation.`
        problems.push(fileProblem(f.file, message))
      }
    }
    for (const key of Object.keys(other)) {
      if (!(key in base)) {
        problems.push({
          file: f.file,
          ...yaml.locate([key]),
          message: `The key "${key}" is not in ${reference.file}; remove it or add it there.`,
        })
      }
    }
  }
  return { messages, problems }
}
