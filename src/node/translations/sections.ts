/**
 * A page's sections, so that two versions of an original can be compared section by section: a
 * markdown file splits at its headings (the text before the first is the introduction, the front
 * matter a section of its own), a YAML file at its top-level keys. Each section is keyed by what
 * links to it: a heading's id, as the markdown pipeline gives it (github-slugger,
 * rehype-heading-ids.ts), or the key's name.
 */
import GithubSlugger from 'github-slugger'
import type { Root, RootContent } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { parse as parseYaml, stringify } from 'yaml'
import { footnoteLabelId } from '../markdown/rehype/rehype-heading-ids.ts'

export interface Section {
  /**
   * What the section is known by: a heading's id, a YAML key, or `#front-matter`, `#intro` (the
   * text before the first heading), `#notes` (footnotes and link definitions) or `#file` (a YAML
   * file that does not parse).
   */
  key: string
  /** What a reader sees: the heading's text, or the YAML key. */
  heading: string
  /** The heading's id on the page, where a link can land. */
  id?: string
  /** The section's text as written, its heading aside: what the dev server's page shows. */
  text: string
  /** What is compared: its words and link targets with their spaces squeezed (`meaning`). */
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
  /** The section's text before (none for one added) and after (none for one removed). */
  before?: string
  after?: string
}

// GFM for its footnotes, which would otherwise read as paragraphs.
const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm)
const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * What a translator has to follow of some markdown: its words (code included) and where its links
 * and images point, not its markup. Moving a bold mark past a colon or wrapping a line again
 * changes nothing to translate.
 */
function meaning(nodes: RootContent[]): string {
  const targets: string[] = []
  for (const node of nodes)
    visit(node, (n) => {
      if ('url' in n && typeof n.url === 'string') targets.push(n.url)
    })
  // Emphasis marks are markup even where CommonMark leaves them as text (`**补记：**这` is no
  // bold: the closing mark follows punctuation and precedes a letter).
  const words = nodes.map((n) => toString(n).replace(/[*_~]+/g, '')).join(' ')
  return squeeze(`${words} ${targets.join(' ')}`)
}

/**
 * The front matter's fields by value, less the two that say how the file stands to its
 * translations (`original`, `sourceCommit`): setting them changes nothing to translate.
 */
function frontMatter(nodes: RootContent[]): string {
  const { value } = nodes[0] as { value: string }
  try {
    const fields = (parseYaml(value) ?? {}) as Record<string, unknown>
    const { original: _original, sourceCommit: _source, ...rest } = fields
    return JSON.stringify(rest)
  } catch {
    return squeeze(value) // A version the build refused: compared as written.
  }
}

/** The sections of a markdown text. */
export function markdownSections(text: string): Section[] {
  const tree = parser.parse(text) as Root
  const slugger = new GithubSlugger()
  slugger.slug(footnoteLabelId) // As the pipeline does: no heading takes the footnotes' id.
  type Open = Omit<Section, 'text' | 'body'> & { nodes: RootContent[] }
  const sections: Open[] = [{ key: '#intro', heading: '', nodes: [] }]
  // Footnotes and link definitions, wherever they are written, are a section of their own: they
  // show at the page's end, and moving them with the text around them changes nothing.
  const notes: Open = { key: '#notes', heading: '', nodes: [] }
  for (const node of tree.children) {
    if (node.type === 'yaml') sections.unshift({ key: '#front-matter', heading: '', nodes: [node] })
    else if (node.type === 'definition' || node.type === 'footnoteDefinition')
      notes.nodes.push(node)
    else if (node.type === 'heading') {
      const heading = toString(node)
      const id = slugger.slug(heading)
      sections.push({ key: id, heading, id, nodes: [] })
    } else sections.at(-1)!.nodes.push(node)
  }
  if (notes.nodes.length) sections.push(notes)
  const source = (n: RootContent) => text.slice(n.position!.start.offset, n.position!.end.offset)
  return sections.map(({ nodes, ...s }) => ({
    ...s,
    text: nodes.map(source).join('\n\n'),
    body: s.key === '#front-matter' ? frontMatter(nodes) : meaning(nodes),
  }))
}

/** The sections of a YAML file: one per top-level key, compared by value, not by layout. */
export function yamlSections(text: string): Section[] {
  let data: unknown
  try {
    data = parseYaml(text) ?? {}
  } catch {
    return [{ key: '#file', heading: '', text, body: squeeze(text) }] // A version the build refused.
  }
  if (typeof data !== 'object' || Array.isArray(data)) return []
  return Object.entries(data as Record<string, unknown>).map(([key, value]) => ({
    key,
    heading: key,
    text: stringify({ [key]: value }).trim(),
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
    const diff = { key: s.key, heading: s.heading, id: s.id, after: s.text }
    if (was) {
      if (was.body !== s.body) diffs.push({ change: 'changed', ...diff, before: was.text })
      continue
    }
    const renamed = unmatched.findIndex((u) => u.body === s.body && u.body !== '')
    const [from] = renamed >= 0 ? unmatched.splice(renamed, 1) : []
    if (from) diffs.push({ change: 'renamed', ...diff, from: from.heading, before: from.text })
    else diffs.push({ change: 'added', ...diff })
  }
  for (const { key, heading, text } of unmatched)
    diffs.push({ change: 'removed', key, heading, before: text })
  return diffs
}
