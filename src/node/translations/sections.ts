/**
 * A page's sections, so that two versions of an original can be compared section by section: a
 * markdown file splits at its headings (the text before the first is the introduction, the front
 * matter a section of its own), a YAML file at its top-level keys. Each section is keyed by what
 * links to it: a heading's id, as the markdown pipeline gives it (github-slugger,
 * rehype-heading-ids.ts), or the key's name.
 */
import GithubSlugger from 'github-slugger'
import type { Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { parse as parseYaml } from 'yaml'
import { footnoteLabelId } from '../markdown/rehype/rehype-heading-ids.ts'

export interface Section {
  /**
   * What the section is known by: a heading's id, a YAML key, or `#front-matter`, `#intro` (the
   * text before the first heading) or `#notes` (footnotes and link definitions).
   */
  key: string
  /** What a reader sees: the heading's text, or the YAML key. */
  heading: string
  /** The heading's id on the page, where a link can land. */
  id?: string
  /** The section's text, headings and blank lines aside. */
  body: string
}

/** How a section differs between an original's two versions. */
export interface SectionDiff {
  change: 'added' | 'changed' | 'removed' | 'renamed'
  key: string
  heading: string
  id?: string
  /** A renamed section's old heading. */
  from?: string
}

// GFM for its footnotes, which would otherwise read as paragraphs.
const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm)
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

/** The sections of a markdown text. */
export function markdownSections(text: string): Section[] {
  const tree = parser.parse(text) as Root
  const slugger = new GithubSlugger()
  slugger.slug(footnoteLabelId) // As the pipeline does: no heading takes the footnotes' id.
  const sections: Section[] = [{ key: '#intro', heading: '', body: '' }]
  // Footnotes and link definitions, wherever they are written, are a section of their own: they
  // show at the page's end, and moving them with the text around them changes nothing.
  const notes: Section = { key: '#notes', heading: '', body: '' }
  const add = (line: string) => (sections.at(-1)!.body += `${line}\n`)
  for (const node of tree.children) {
    const source = text.slice(node.position!.start.offset, node.position!.end.offset)
    if (node.type === 'yaml') sections.unshift({ key: '#front-matter', heading: '', body: source })
    else if (node.type === 'definition' || node.type === 'footnoteDefinition')
      notes.body += `${source}\n`
    else if (node.type === 'heading') {
      const heading = toString(node)
      const id = slugger.slug(heading)
      sections.push({ key: id, heading, id, body: '' })
    } else add(source)
  }
  if (notes.body) sections.push(notes)
  return sections.map((s) => ({ ...s, body: squeeze(s.body) }))
}

/** The sections of a YAML file: one per top-level key, compared by value, not by layout. */
export function yamlSections(text: string): Section[] {
  const data: unknown = parseYaml(text) ?? {}
  if (typeof data !== 'object' || Array.isArray(data)) return []
  return Object.entries(data as Record<string, unknown>).map(([key, value]) => ({
    key,
    heading: key,
    body: JSON.stringify(value),
  }))
}

/** The sections of a file, by its extension. */
export const sectionsOf = (path: string, text: string) =>
  path.endsWith('.md') ? markdownSections(text) : yamlSections(text)

/**
 * What changed from `before` to `after`, in the order of `after` (removed sections last). A
 * section whose heading changed but whose text did not is renamed, not removed and added.
 */
export function diffSections(before: Section[], after: Section[]): SectionDiff[] {
  const old = new Map(before.map((s) => [s.key, s]))
  const current = new Set(after.map((s) => s.key))
  const unmatched = before.filter((s) => !current.has(s.key))
  const diffs: SectionDiff[] = []
  for (const s of after) {
    const was = old.get(s.key)
    const { key, heading, id } = s
    if (was) {
      if (was.body !== s.body) diffs.push({ change: 'changed', key, heading, id })
      continue
    }
    const renamed = unmatched.findIndex((u) => u.body === s.body && u.body !== '')
    if (renamed >= 0) {
      const [from] = unmatched.splice(renamed, 1)
      diffs.push({ change: 'renamed', key, heading, id, from: from!.heading })
    } else diffs.push({ change: 'added', key, heading, id })
  }
  for (const { key, heading } of unmatched) diffs.push({ change: 'removed', key, heading })
  return diffs
}
