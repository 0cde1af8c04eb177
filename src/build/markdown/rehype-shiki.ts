/**
 * Highlights fenced code at build time with Shiki, light and dark themes at once (CSS variables
 * pick one), so the browser ships no highlighter. The `[label]` and `{1,3-4}` parts of a fence's
 * meta become a tab label and highlighted lines.
 */
import type { Element, ElementContent, Root } from 'hast'
import { bundledLanguages, createHighlighter, type Highlighter } from 'shiki'
import { forget, tokenizeOnce } from './shiki-tokenize-once.ts'
import { highlightMemo } from './highlight-memo.ts'
import { visit } from './visit.ts'
import type { VFile } from 'vfile'

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
 * One highlighter for the whole process: creating one costs far more than highlighting. Grammars
 * load as the files need them (`loadGrammars`): all nineteen cost ≈0.2 s, which a build that
 * compiles one changed article would pay for one or two.
 */
export function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({ themes: Object.values(themes), langs: [] })
  return highlighter
}

/** Loads the grammars of `langs` the highlighter does not have yet. */
export async function loadGrammars(shiki: Highlighter, langs: Iterable<string>): Promise<void> {
  const loaded = new Set(shiki.getLoadedLanguages())
  const missing = [...new Set(langs)].filter((l) => acceptedLanguages.has(l) && !loaded.has(l))
  if (!missing.length) return
  // A grammar only ever embedded (`vue-directives`) comes with its host: load them all.
  const wanted = missing.every((l) => l in bundledLanguages) ? missing : grammarLanguages
  await shiki.loadLanguage(...(wanted as (keyof typeof bundledLanguages)[]))
  // Both themes from one tokenization of each line (shiki-tokenize-once.ts).
  for (const lang of shiki.getLoadedLanguages()) tokenizeOnce(shiki.getLanguage(lang))
}

/** `codeToHast`, with the block's lines forgotten after it (shiki-tokenize-once.ts). */
function highlight(shiki: Highlighter, ...args: Parameters<Highlighter['codeToHast']>) {
  try {
    return shiki.codeToHast(...args)
  } finally {
    forget()
  }
}

/** The language a `<pre><code>` element names (`text` when none). */
function fenceLanguage(node: Element): string | undefined {
  const code = node.children[0]
  if (node.tagName !== 'pre' || code?.type !== 'element' || code.tagName !== 'code')
    return undefined
  const className = (code.properties.className as string[] | undefined) ?? []
  return className.find((c) => c.startsWith('language-'))?.slice(9) ?? 'text'
}

/** `[npm] {1,3-4}` → label and line numbers. */
export function parseMeta(meta: string): { label?: string; lines: Set<number> } {
  const label = /\[([^\]]*)\]/.exec(meta)?.[1]
  const lines = new Set<number>()
  for (const range of /\{([\d,\s-]+)\}/.exec(meta)?.[1]?.split(',') ?? []) {
    const [from, to = from] = range.split('-').map((n) => Number(n.trim()))
    for (let n = from!; n <= to!; n++) lines.add(n)
  }
  return { label, lines }
}

export function rehypeShiki() {
  return async (tree: Root, file: VFile) => {
    const langs: string[] = []
    visit(tree, 'element', (node: Element) => {
      const lang = fenceLanguage(node)
      if (lang) langs.push(lang)
    })
    // A file without code needs no highlighter (a process may never create one).
    if (!langs.length) return
    const shiki = await getHighlighter()
    await loadGrammars(shiki, langs)
    visit(tree, 'element', (node: Element, index, parent) => {
      const lang = fenceLanguage(node)
      const code = node.children[0] as Element | undefined
      if (!lang || !code || !parent) return
      const { label, lines } = parseMeta(
        String((code.data as { meta?: string } | undefined)?.meta ?? ''),
      )
      const known = lang === 'text' || acceptedLanguages.has(lang)
      if (!known) {
        file.message(
          `Code language "${lang}" is not supported. Use one of: ${codeLanguages.join(', ')}.`,
          node,
        )
      }
      const source =
        (code.children[0] as { value?: string } | undefined)?.value?.replace(/\n$/, '') ?? ''
      const grammar = known ? lang : 'text'
      const key = `${grammar}\n${[...lines].join(',')}\n${source}`
      const pre = highlightMemo(key, () => {
        const highlighted = highlight(shiki, source, {
          lang: grammar,
          themes,
          defaultColor: false,
          transformers: [
            {
              line(line, n) {
                if (lines.has(n)) this.addClassToHast(line, 'highlighted')
              },
            },
          ],
        })
        return highlighted.children[0] as Element
      })
      pre.properties = {
        ...pre.properties,
        dataLanguage: lang,
        ...(label ? { dataLabel: label } : {}),
      }
      parent.children[index!] = pre as ElementContent
      return 'skip'
    })
  }
}
