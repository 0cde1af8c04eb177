import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createHighlighter, type Highlighter } from 'shiki'
import { describe, expect, it } from 'vitest'
import { snippets } from '../../../bench/build-corpus'
import { repoRoot } from '../../../e2e/support/project-fs'
import { getHighlighter, grammarLanguages, loadGrammars } from './rehype-shiki'
import { forget } from './shiki-tokenize-once'

const themes = { light: 'github-light-default', dark: 'github-dark-default' } as const

/** Every fenced block of a markdown text: its language and code. */
function fences(markdown: string): { lang: string; code: string }[] {
  return [...markdown.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```/gm)].map((m) => ({
    lang: m[1]!,
    code: m[2]!.replace(/\n$/, ''),
  }))
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** Blocks that walk the grammars' harder paths: embedded languages, back-references, states. */
const tricky = [
  {
    lang: 'html',
    code: '<style>\n  a { color: red }\n</style>\n<script>\n  const x = `a${1}b`\n</script>',
  },
  {
    lang: 'vue',
    code: '<template>\n  <p :title="a ? 1 : 2">{{ msg }}</p>\n</template>\n<script setup lang="ts">\nconst msg: string = "hi"\n</script>\n<style scoped>\np { margin: 0 }\n</style>',
  },
  { lang: 'md', code: '# Title\n\n```ts\nconst a: number = 1\n```\n\n- *item* `code`' },
  { lang: 'bash', code: 'cat <<EOF > out.txt\nline $HOME\nEOF\necho "done" # comment' },
  {
    lang: 'ts',
    code: 'const re = /a(?<n>b)+/g\n/** doc */\nclass A<T> extends B {\n  #x = 1\n}\n`multi\nline ${x}`',
  },
  {
    lang: 'tsx',
    code: 'export const A = () => <div className="a">{items.map((i) => <b key={i}>{i}</b>)}</div>',
  },
  { lang: 'python', code: 'def f(x: int) -> str:\n    """doc\n    string"""\n    return f"{x!r}"' },
  { lang: 'rust', code: 'fn main() {\n    let s = r#"raw "str""#;\n    println!("{}", s);\n}' },
  { lang: 'diff', code: '--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new' },
  { lang: 'ts', code: 'const a = 1\nconst s = `\nconst a = 1\n`\nconst a = 1' },
  { lang: 'text', code: 'plain text\n  stays plain' },
]

describe('tokenizeOnce', () => {
  it('highlights every block exactly as Shiki does with a tokenization per theme', async () => {
    const blocks = [
      ...markdownFiles(join(repoRoot, 'content')).flatMap((f) => fences(readFileSync(f, 'utf8'))),
      ...snippets.map((s, n) => ({ lang: s.lang, code: s.code(n) })),
      ...tricky,
    ]
    expect(blocks.length).toBeGreaterThan(40)
    const ours = await getHighlighter()
    await loadGrammars(ours, grammarLanguages)
    // A highlighter of its own: its grammars are not wrapped.
    const shikis: Highlighter = await createHighlighter({
      themes: Object.values(themes),
      langs: [...grammarLanguages],
    })
    for (const { lang, code } of blocks) {
      const options = { lang, themes, defaultColor: false } as const
      const got = ours.codeToHast(code, options)
      forget()
      expect(got, `${lang}: ${code.slice(0, 40)}`).toEqual(shikis.codeToHast(code, options))
    }
  })

  it('runs the grammar once per line for both themes', async () => {
    const shiki = await getHighlighter()
    await loadGrammars(shiki, ['ts'])
    const grammar = shiki.getLanguage('ts') as unknown as {
      tokenizeLine: (...a: never[]) => unknown
    }
    const original = grammar.tokenizeLine
    let calls = 0
    grammar.tokenizeLine = (...args) => (calls++, original.apply(grammar, args))
    try {
      shiki.codeToHast('const a = 1\nlet b = a + 1\nexport { b }', {
        lang: 'ts',
        themes,
        defaultColor: false,
      })
      forget()
    } finally {
      grammar.tokenizeLine = original
    }
    expect(calls).toBe(3)
  })
})
