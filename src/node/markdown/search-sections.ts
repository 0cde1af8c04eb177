/**
 * Splits a compiled page into one search record per heading (SPEC §3, §7): the text before the
 * first heading belongs to the page itself; each heading starts a section whose `titles` are the
 * headings above it.
 *
 * A section's code blocks stay in its content, after its prose (`codeBreak`): a reader who
 * searches for an API or a command finds the section that shows it, but the palette's snippet
 * (search-snippet.ts) shows the prose, since a line of JavaScript cut out of its block says little
 * in a list of results. Moving the code changes no term of the index, only their order.
 */
import type { Element, Nodes, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import type { SearchSection } from '../../shared/artifact.ts'
import { codeBreak } from '../../shared/search/search-snippet.ts'
import { headingTags } from './rehype/rehype-heading-ids.ts'

const blockTags = new Set('p li pre td th tr blockquote div callout tab card br'.split(' '))

const hidden = (node: Element) => ['true', true].includes(node.properties.ariaHidden as string)

export function searchSections(tree: Root, path: string, pageTitle: string): SearchSection[] {
  const page: SearchSection = { id: path, title: pageTitle, titles: [], content: '', level: 1 }
  const sections = [page]
  /** Each section's code text, joined to its content at the end. */
  const code = new Map<SearchSection, string>()
  const trail: { level: number; title: string }[] = []
  let current = page
  let inCode = false
  /** The rows of the table being read so far. */
  let rows = 0

  const walk = (node: Nodes) => {
    if (node.type === 'text') {
      if (inCode) code.set(current, (code.get(current) ?? '') + node.value)
      else current.content += node.value
      return
    }
    if (node.type !== 'element' && node.type !== 'root') return
    // What a reader never reads as text: a formula's drawing beside its MathML (KaTeX marks it
    // hidden) and the TeX source MathML keeps as an annotation. The formula is indexed once.
    if (node.type === 'element' && (hidden(node) || node.tagName === 'annotation')) return
    if (node.type === 'element' && headingTags.includes(node.tagName)) {
      const level = Number(node.tagName[1])
      const title = toString(node).trim()
      while (trail.length && trail[trail.length - 1]!.level >= level) trail.pop()
      current = {
        id: `${path}#${String((node as Element).properties.id)}`,
        title,
        titles: [pageTitle, ...trail.map((t) => t.title)],
        content: '',
        level,
      }
      trail.push({ level, title })
      sections.push(current)
      return
    }
    const pre = node.type === 'element' && node.tagName === 'pre'
    inCode ||= pre
    // A table reads as its rows, `cell · cell | cell · cell`, not as one run of words in a snippet.
    if (node.type === 'element' && node.tagName === 'table') rows = 0
    if (node.type === 'element' && node.tagName === 'tr' && rows++) current.content += ' | '
    let cells = 0
    for (const child of node.children) {
      if (child.type === 'element' && /^t[dh]$/.test(child.tagName) && cells++)
        current.content += ' · '
      walk(child)
    }
    if (pre) {
      inCode = false
      code.set(current, `${code.get(current) ?? ''} `)
    }
    if (node.type === 'element' && blockTags.has(node.tagName)) current.content += ' '
  }
  walk(tree)
  const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()
  for (const s of sections) {
    const codeText = collapse(code.get(s) ?? '')
    s.content = collapse(s.content) + (codeText && codeBreak + codeText)
  }
  // A page whose text all sits under headings needs no empty record of its own.
  return sections.filter((s) => s !== page || s.content || sections.length === 1)
}
