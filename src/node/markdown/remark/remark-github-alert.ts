/**
 * GitHub's alert syntax, `> [!NOTE]` … , becomes the same `<callout>` as `:::note`, so content
 * written for GitHub renders here unchanged. IMPORTANT has no callout of its own: it reads as a note.
 */
import type { Blockquote, Root, Text } from 'mdast'
import { visit } from 'unist-util-visit'

const types: Record<string, string> = {
  NOTE: 'note',
  TIP: 'tip',
  IMPORTANT: 'note',
  WARNING: 'warning',
  CAUTION: 'caution',
}

export function remarkGithubAlert() {
  return (tree: Root) => {
    visit(tree, 'blockquote', (node: Blockquote) => {
      const paragraph = node.children[0]
      if (paragraph?.type !== 'paragraph') return
      const text = paragraph.children[0]
      if (text?.type !== 'text') return
      const match = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\r?\n|$)/.exec(text.value)
      if (!match) return
      ;(text as Text).value = text.value.slice(match[0].length)
      if (!text.value) paragraph.children.shift()
      // A soft break right after the marker would start the body with a blank line.
      if (paragraph.children[0]?.type === 'break') paragraph.children.shift()
      if (paragraph.children.length === 0) node.children.shift()
      node.data = { ...node.data, hName: 'callout', hProperties: { type: types[match[1]!] } }
    })
  }
}
