/**
 * A Shiki transformer for the `showLineNumbers` word of a fence's meta (`ts showLineNumbers`, the
 * word Docusaurus, rehype-pretty-code and Expressive Code readers already know): it marks the
 * block's `<pre>` with `data-line-numbers`, and code-blocks.css numbers its lines with a CSS counter.
 * The numbers are generated content, never text in the page, so neither the copy button nor a
 * reader's selection picks them up. @shikijs/transformers has no line-number transformer of its
 * own (Shiki's documentation numbers lines with CSS the same way).
 */
import type { ShikiTransformer } from 'shiki'

/** `ts [a.ts] showLineNumbers {2}` → true; the word must stand alone (`noshowLineNumbers` is not). */
export function wantsLineNumbers(meta: string | undefined): boolean {
  return /(?:^|\s)showLineNumbers(?=\s|$)/.test(meta ?? '')
}

/** Reads the fence's meta from `meta.__raw`, where rehype-shiki.ts puts it. */
export function transformerLineNumbers(): ShikiTransformer {
  return {
    name: 'site:line-numbers',
    pre(pre) {
      if (wantsLineNumbers(this.options.meta?.__raw)) pre.properties.dataLineNumbers = ''
    },
  }
}
