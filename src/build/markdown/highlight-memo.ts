/**
 * The last few highlighted code blocks, by language, highlighted lines and code. A bilingual site
 * shows the same code in both translations of an article, and the compile sends the two files
 * one after the other to the same thread (twin-order.ts): the second highlights for the cost of a
 * copy. Highlighting was ≈28% of compiling a generated article (`npm run bench:compile`).
 *
 * Each use gets its own copy: the pipeline's later plugins rewrite the trees they are given.
 */
import type { Element, ElementContent } from 'hast'

/** Blocks kept: a few articles' worth, enough for a translation compiled right after. */
const kept = 64

const blocks = new Map<string, Element>()

/** A deep copy of a highlighted block (elements and text, which is all Shiki makes). */
function copy<T extends ElementContent>(node: T): T {
  if (node.type !== 'element') return { ...node }
  const properties = { ...node.properties }
  for (const [name, value] of Object.entries(properties))
    if (Array.isArray(value)) properties[name] = [...value]
  return { ...node, properties, children: node.children.map(copy) }
}

/** The highlighted block for `key`, made by `highlight` if no recent block had it. */
export function highlightMemo(key: string, highlight: () => Element): Element {
  const found = blocks.get(key)
  if (found) {
    // Most recently used last, so the oldest goes first.
    blocks.delete(key)
    blocks.set(key, found)
    return copy(found)
  }
  const made = highlight()
  blocks.set(key, copy(made))
  if (blocks.size > kept) blocks.delete(blocks.keys().next().value!)
  return made
}
