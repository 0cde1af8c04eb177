/**
 * Formulas (`$…$`, `$$…$$`, parsed by remark-math) typeset at build time by rehype-katex, so the
 * browser gets finished HTML and MathML and never KaTeX's script. It only needs KaTeX's
 * stylesheet and fonts, which a page loads when its data says `math: true` (`file.data.math`).
 *
 * rehype-katex reports a formula KaTeX cannot read as "Could not render math with KaTeX", on the
 * `<code>` remark-math made; a display formula's `<code>` has no position (its `<pre>` does). The
 * message is reworded into a sentence an author can act on, with KaTeX's own reason, and placed
 * at the formula's first `$`; the compiler then fails the build with it, as with any problem.
 */
import type { Root } from 'hast'
import rehypeKatex from 'rehype-katex'
import { visit } from 'unist-util-visit'
import type { VFile } from 'vfile'

declare module 'vfile' {
  interface DataMap {
    /** The body has at least one formula. */
    math: boolean
  }
}

const mathClasses = ['language-math', 'math-inline', 'math-display']

/** Whether the tree holds a formula rehype-katex will typeset. */
function hasMath(tree: Root): boolean {
  let found = false
  visit(tree, 'element', (node) => {
    const classes = node.properties.className
    if (Array.isArray(classes) && classes.some((c) => mathClasses.includes(String(c)))) found = true
  })
  return found
}

/** KaTeX's reason without its "KaTeX parse error: " prefix (a `ParseError` keeps it apart). */
function katexReason(cause: unknown): string {
  const error = cause as { rawMessage?: string; message?: string } | undefined
  return (error?.rawMessage ?? error?.message ?? 'unknown error').replace(/\.$/, '')
}

export function rehypeMath() {
  // Chinese written straight into a formula is fine in a browser; KaTeX's strict mode would only
  // print a console warning for it during the build.
  const typeset = rehypeKatex({ strict: 'ignore' })
  return (tree: Root, file: VFile) => {
    if (!hasMath(tree)) return
    file.data.math = true
    const before = file.messages.length
    typeset(tree, file)
    for (const message of file.messages.slice(before)) {
      if (message.source !== 'rehype-katex') continue
      const at = [...(message.ancestors ?? [])].reverse().find((node) => node.position)?.position
      if (at) {
        message.place = at
        message.line = at.start.line
        message.column = at.start.column
      }
      message.reason = `This formula cannot be typeset: ${katexReason(message.cause)}. Check the TeX between the $ signs (write \\$ for a dollar sign in text).`
    }
  }
}
