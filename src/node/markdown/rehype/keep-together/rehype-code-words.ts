/**
 * A word of inline code keeps to one line: a browser may break after a hyphen or a slash, so
 * `node-sass` could end a line at `node-` and `--cpu-prof` at `--cpu-`, which reads as two
 * things, or as a typo. Each such word (no spaces, at most `longest` characters) is glued
 * (glue-spans.ts); a code of several words still breaks at its spaces, and a longer word may break
 * where the browser likes rather than run out of a phone's column. Every language.
 */
import type { Root } from 'hast'
import { SKIP, visit } from 'unist-util-visit'
import { glueMatches } from './glue-spans.ts'

/** Characters a word may have and still fit a 320 px column in the code face. */
export const longest = 32

/** A word with a place a browser would break at, short enough to keep whole. */
const breakable = new RegExp(`(?<!\\S)(?=\\S*[-/][\\p{L}\\p{N}])\\S{2,${longest}}(?!\\S)`, 'gu')

export function rehypeCodeWords() {
  return (tree: Root) => {
    visit(tree, 'element', (node) => {
      // A code block's lines are Shiki's, and scroll rather than wrap.
      if (node.tagName === 'pre') return SKIP
      if (node.tagName !== 'code') return
      node.children = node.children.flatMap((child) =>
        child.type === 'text' ? (glueMatches(child.value, breakable) ?? [child]) : [child],
      )
      return SKIP
    })
  }
}
