/**
 * Typographer's punctuation in English prose, set at build time: "quotes" and it's become
 * “quotes” and it’s, `--` an en dash (2019--2024 → 2019–2024), `---` an em dash, `...` an
 * ellipsis. The work is remark-smartypants' (retext-smartypants over the text of each paragraph,
 * heading and table cell read as one, so a quote opened before a link closes after it). It reads
 * text nodes only, so inline code, code blocks, formulas, link targets and front matter keep what
 * the author typed.
 *
 * Two kinds of text nodes are literal all the same, and are hidden from it as inline code (which it
 * reads as letters, for context, and leaves alone): keys, `:kbd[']`, and text between raw
 * `<code>`, `<kbd>` or `<samp>` tags, which markdown parses as text between two HTML nodes.
 *
 * Options: `dashes: 'oldschool'`, two hyphens for a range and three for a break, as TeX has it,
 * so both dashes can be typed; `backticks: false`, since a backtick in text is one the author
 * escaped (\`) to show it.
 *
 * A spaced dash or slash (`word — word`, `engineer / designer`) keeps to the word before it with a
 * no-break space, so a line never starts with the mark; the break after it stays.
 *
 * English pages only (`smartPunctuation` in pipeline.ts): Chinese sets its own full-width marks.
 * The prose fields of an English file's front matter or YAML get the quotes and the marks' spaces
 * too (`punctuateLine`, compile-file.ts).
 */
import type { Node, Parent, Root, Text } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkSmartypants from 'remark-smartypants'
import { unified, type Processor } from 'unified'
import { SKIP, visit } from 'unist-util-visit'
import { setProseFields } from '../prose-fields.ts'

const literalElements = new Set(['code', 'kbd', 'samp'])
/** What smartypants changes: quotes and apostrophes, `--` and `---`, `...`. */
const typographic = /['"]|--|\.\.\./
const literalTag = /^<(\/?)(code|kbd|samp)\b[^>]*>$/i

/** Text nodes in `node` and below. */
function textsIn(node: Node, into: Text[]) {
  visit(node, 'text', (text: Text) => void into.push(text))
}

/** The text nodes of `tree` that are literal: inside a `:kbd[]` or between raw literal tags. */
function literalTexts(tree: Root): Text[] {
  const found: Text[] = []
  visit(tree, (node: Node) => {
    if (literalElements.has(String(node.data?.hName))) {
      textsIn(node, found)
      return SKIP
    }
    if (!('children' in node)) return
    let depth = 0
    for (const child of (node as Parent).children) {
      const tag = child.type === 'html' ? literalTag.exec(child.value.trim()) : null
      if (tag) depth = Math.max(0, depth + (tag[1] ? -1 : 1))
      else if (depth > 0) textsIn(child, found)
    }
  })
  return found
}

export function remarkSmartPunctuation(this: Processor) {
  const smarten = remarkSmartypants.call(this, { dashes: 'oldschool', backticks: false }) as (
    tree: Root,
  ) => void
  return (tree: Root) => {
    const literal = literalTexts(tree)
    for (const text of literal) (text as { type: string }).type = 'inlineCode'
    // Only the blocks with a mark to set: remark-smartypants runs retext over every text node of
    // what it is given, which was most of an English file's compile (CPU profile).
    for (const block of tree.children)
      if (typographic.test(toString(block))) smarten({ type: 'root', children: [block] })
    visit(tree, 'text', (text: Text) => void (text.value = tieToWordBefore(text.value)))
    for (const text of literal) text.type = 'text'
    // A directive's label became an attribute before this ran (a callout's title, a tab's label).
    visit(tree, (node: Node) => setProseFields(node.data?.hProperties, punctuateLine))
  }
}

const quotesOnly = unified().use(remarkSmartypants, {
  dashes: false,
  ellipses: false,
  backticks: false,
})

/**
 * A line of English prose from front matter (a title, a description) with the typographer's
 * quotes and apostrophes: `what "static" doesn't mean` → `what “static” doesn’t mean`. Dashes and
 * dots stay as typed: front matter has no code markup to keep a `--cpu-prof` literal.
 */
function smartQuotes(line: string): string {
  const text: Text = { type: 'text', value: line }
  const tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [text] }] }
  quotesOnly.runSync(tree)
  return text.value
}

/** A space before a dash (— or –) or a slash that has a space after it: it becomes a no-break space. */
const spacedMark = / (?=[—–/] )/g

/** `text` with each spaced dash or slash kept on the line of the word before it. */
function tieToWordBefore(text: string): string {
  return text.replace(spacedMark, '\u00a0')
}

/**
 * A line of English prose from a file's data (prose-fields.ts) with its quotes curled and its
 * spaced dashes and slashes kept to the word before them.
 */
export function punctuateLine(line: string): string {
  return tieToWordBefore(/['"]/.test(line) ? smartQuotes(line) : line)
}
