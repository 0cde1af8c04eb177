/**
 * Highlights fenced code at build time with Shiki's `codeToHast`, light and dark themes at once
 * (CSS variables pick one), so the browser ships no highlighter. Everything a block can say is
 * one of Shiki's transformers, styled by code-blocks.css with no script (decision 0033):
 * - the fence's meta, which goes to Shiki as `meta.__raw`: `[label]` names the block
 *   (shiki-code-label.ts), `{1,3-4}` highlights lines (`transformerMetaHighlight`) and
 *   `showLineNumbers` numbers them (shiki-line-numbers.ts);
 * - comments in the code, which @shikijs/transformers' notation transformers remove from the
 *   output: `// [!code ++]` and `// [!code --]` mark a line added or removed (`diff add`,
 *   `diff remove`), `// [!code focus]` blurs the other lines (`focused`, `has-focused`) and
 *   `// [!code highlight]` highlights its line as `{…}` does (`highlighted`).
 *
 * Why not @shikijs/rehype: it puts the root `codeToHast` returns where the `<pre>` was, so the tree
 * would hold roots inside elements, which render as fragments (a code group's tabs read their
 * blocks' `data-label` from their children); and it has no place to report an unknown language at
 * its fence. The walk below is the part of it this needs.
 */
import {
  transformerMetaHighlight,
  transformerNotationDiff,
  transformerNotationFocus,
  transformerNotationHighlight,
} from '@shikijs/transformers'
import type { Element, Parent, Root } from 'hast'
import { toString } from 'hast-util-to-string'
import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki'
import { SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { transformerCodeLabel } from './shiki-code-label.ts'
import { transformerLineNumbers } from './shiki-line-numbers.ts'
import { transformerDiffLines } from './shiki-diff-lines.ts'

/** Every grammar the site loads. Without an explicit list Shiki would load all of them (seconds). */
export const codeLanguages = [
  'ts',
  'tsx',
  'js',
  'jsx',
  'json',
  'bash',
  'sh',
  'shell',
  'css',
  'html',
  'vue',
  'yaml',
  'md',
  'python',
  'go',
  'rust',
  'sql',
  'diff',
  'toml',
  'text',
] as const

// The -default variants: the plain ones have comments and keywords under 4.5:1 contrast.
const themes = { light: 'github-light-default', dark: 'github-dark-default' } as const

/**
 * Every name a fence may use: the grammars above with their aliases and the grammars they embed,
 * as Shiki names them once all are loaded (rehype-shiki.test.ts holds this list to that).
 */
export const acceptedLanguages: ReadonlySet<string> = new Set([
  ...['bash', 'cjs', 'css', 'cts', 'diff', 'go', 'html', 'html-derivative', 'javascript', 'js'],
  ...['json', 'jsx', 'markdown', 'markdown-vue', 'md', 'mjs', 'mts', 'py', 'python', 'rs', 'rust'],
  ...['sh', 'shell', 'shellscript', 'sql', 'toml', 'ts', 'tsx', 'typescript', 'vue'],
  ...['vue-directives', 'vue-interpolations', 'vue-sfc-style-variable-injection', 'yaml', 'yml'],
  'zsh',
])

/** The grammars to load (`text` has none). */
export const grammarLanguages = codeLanguages.filter((l) => l !== 'text')

let highlighter: Promise<Highlighter> | undefined

/**
 * One highlighter for the whole process: creating one costs far more than highlighting. It starts
 * with no grammar (`langs: []`) and loads the ones files name (`loadGrammars`): all nineteen cost
 * ≈0.2 s, which a build that compiles one changed article would pay for one or two.
 */
export function getHighlighter(): Promise<Highlighter> {
  return (highlighter ??= createHighlighter({ themes: Object.values(themes), langs: [] }))
}

/** Loads the grammars of `langs` the highlighter does not have yet. */
export async function loadGrammars(shiki: Highlighter, langs: Iterable<string>): Promise<void> {
  const loaded = new Set(shiki.getLoadedLanguages())
  const missing = [...new Set(langs)].filter((l) => acceptedLanguages.has(l) && !loaded.has(l))
  if (!missing.length) return
  // A grammar only ever embedded (`vue-directives`) comes with its host: load them all.
  const wanted = missing.every((l) => l in bundledLanguages) ? missing : grammarLanguages
  await shiki.loadLanguage(...(wanted as (keyof typeof bundledLanguages)[]))
}

/**
 * Highlighted blocks by language, meta and code, kept for the process, as `@shikijs/rehype`'s
 * `cache` option keeps them: a translation repeats its original's code blocks, and a save in
 * `npm run dev` recompiles every block of the file it changed. Emptied when it grows past
 * `cachedBlocks`, so a dev server left running for days cannot grow it without end.
 */
const highlightedBlocks = new Map<string, Element>()
const cachedBlocks = 20_000

/**
 * Every block's transformers: three read the fence's meta from `meta.__raw`, three the notation
 * comments in its code (with their documented default classes, which code-blocks.css styles), and
 * one bands the lines of a ```diff block as the notation's diffs are.
 */
const transformers = [
  transformerCodeLabel(),
  transformerMetaHighlight(),
  transformerLineNumbers(),
  transformerNotationDiff(),
  transformerNotationFocus(),
  transformerNotationHighlight(),
  transformerDiffLines(),
]

/** A fenced block (`<pre><code class="language-…">`): its `<code>` and language (`text` if none). */
export function fenceOf(node: Element): { code: Element; lang: string } | undefined {
  const code = node.children[0]
  if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code')
    return undefined
  const className = (code.properties.className as string[] | undefined) ?? []
  return { code, lang: className.find((c) => c.startsWith('language-'))?.slice(9) ?? 'text' }
}

export function rehypeShiki() {
  return async (tree: Root, file: VFile) => {
    // The fences first, so their grammars load before any is highlighted.
    const fences: { node: Element; code: Element; lang: string; parent: Parent; index: number }[] =
      []
    visit(tree, 'element', (node, index, parent) => {
      const fence = fenceOf(node)
      if (!fence || !parent || index === undefined) return
      fences.push({ ...fence, node, parent, index })
      return SKIP
    })
    // A file without code needs no highlighter (a process may never create one).
    if (!fences.length) return
    const shiki = await getHighlighter()
    const langs = fences.map((fence) => fence.lang)
    await loadGrammars(shiki, langs)
    for (const { node, code, lang, parent, index } of fences) {
      const known = lang === 'text' || acceptedLanguages.has(lang)
      if (!known) {
        file.message(
          `Code language "${lang}" is not supported. Use one of: ${codeLanguages.join(', ')}.`,
          node,
        )
      }
      const text = toString(code).replace(/\n$/, '')
      const meta = (code.data?.meta as string | null | undefined) ?? ''
      const key = `${lang}\n${meta}\n${text}`
      let pre = highlightedBlocks.get(key)
      if (!pre) {
        pre = shiki.codeToHast(text, {
          lang: known ? lang : 'text',
          themes,
          // GitHub's light comment grey reaches 4.34:1 on the code ground (#f8fafc), under WCAG's
          // 4.5: its darker muted grey instead, 6:1.
          colorReplacements: { [themes.light]: { '#6e7781': '#57606a' } },
          defaultColor: false,
          // Shiki makes the keys without `_` attributes of the `<pre>`: the fence's own word, even
          // one highlighted as text, is the language the page names above the block.
          meta: { __raw: meta, dataLanguage: lang },
          transformers,
          // Shiki stops a line it has tokenized for 500 ms and leaves the rest uncoloured, which a
          // grammar's first lines (its rules compile as they are met) can pass on a busy machine.
          // A build has time: no limit, or one build's colours differ from the next's.
          tokenizeTimeLimit: 0,
        }).children[0] as Element
        if (highlightedBlocks.size >= cachedBlocks) highlightedBlocks.clear()
        highlightedBlocks.set(key, pre)
      }
      // A copy: the page's tree is the page's own to change.
      parent.children[index] = structuredClone(pre)
    }
  }
}
