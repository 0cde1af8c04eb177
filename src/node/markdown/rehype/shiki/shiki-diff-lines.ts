/**
 * A Shiki transformer for ```diff blocks (issue 54, item 21): each line that starts with `+` or `-`
 * gets the band a `// [!code ++]` line gets (`diff-line add` / `diff-line remove`, code-blocks.css),
 * so a patch reads as the notation's diffs do, with its own signs kept as written. The file
 * headers of a unified diff (`+++`, `---`) are left plain.
 */
import type { ShikiTransformer } from 'shiki'
import { toString } from 'hast-util-to-string'

export function transformerDiffLines(): ShikiTransformer {
  return {
    name: 'site:diff-lines',
    line(line) {
      if (this.options.lang !== 'diff') return
      const text = toString(line)
      if (/^(\+\+\+|---)(\s|$)/.test(text)) return
      if (text.startsWith('+')) this.addClassToHast(line, ['diff-line', 'add'])
      else if (text.startsWith('-')) this.addClassToHast(line, ['diff-line', 'remove'])
    },
  }
}
