/**
 * The one way this folder's plugins keep words together: each match of a pattern in a text goes
 * into a `<span class="glue">` that does not wrap (chinese-typography.css). The text itself is
 * unchanged, so copying and search see it as written.
 */
import type { ElementContent } from 'hast'
import { h } from 'hastscript'

/** `text` as pieces, each match of `pattern` (a /g pattern) glued; undefined when none matched. */
export function glueMatches(text: string, pattern: RegExp): ElementContent[] | undefined {
  const pieces: ElementContent[] = []
  let last = 0
  for (const match of text.matchAll(pattern)) {
    pieces.push({ type: 'text', value: text.slice(last, match.index) })
    pieces.push(h('span.glue', match[0]))
    last = match.index + match[0].length
  }
  if (!pieces.length) return undefined
  pieces.push({ type: 'text', value: text.slice(last) })
  return pieces.filter((piece) => piece.type !== 'text' || piece.value)
}
