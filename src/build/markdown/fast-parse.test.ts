import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Node } from 'unist'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../e2e/support/project-fs.ts'
import { fastParse } from './fast-parse.ts'
import { compileMarkdown } from './pipeline.ts'
import { generatedArticles, markdownFiles } from './test-support.ts'

/** remark-parse as the pipeline had it before the fast path: the reference. */
const remark = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective)

/** Nodes whose start the build reads (messages, reference checks, the front matter's line). */
const placed = new Set(['code', 'link', 'image', 'yaml'])

/** A tree with the positions nobody reads left out, and its keys in one order. */
function comparable(node: Node): unknown {
  const { position, children, ...rest } = node as Node & { children?: Node[] }
  return {
    ...Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))),
    ...(placed.has(node.type) ? { start: position?.start } : {}),
    ...(children ? { children: children.map(comparable) } : {}),
  }
}

const reference = (text: string) => comparable(remark.runSync(remark.parse(text)))

/** Each construct the fast path takes, and the ways it could read them apart from micromark. */
const taken = [
  '# Title\n\nA paragraph with *em*, **strong**, `code` and a [link](/en/blog "The blog").',
  '---\ntitle: "标题"\ndate: 2026-01-01\n---\n\n正文。',
  'Setext\n======\n\nAnd two\n---\n\n## ATX closed ##',
  '- one\n- two\n  - nested\n  - again\n- three\n\n3. three\n4. four',
  '1) a\n2) b',
  '> quoted *text*\n> - with a list\n\n> lazy\ncontinuation',
  '```ts [cache.ts] {1,3-4}\nconst a = 1\n```\n\n```\nno info\n```\n\n- item\n  ```js\n  x()\n  ```',
  '```rust\nfn f(s: &str) -> Vec<char> {\n\ts.chars().collect() // ~ :p [x]\n}\n```\n\nAfter the code.',
  '| Name | Size | Note |\n| :--- | ---: | :-: |\n| 字体 | 12 | *ok* |\n| [a](/b) | `c` | |',
  'Hard  \nbreak and\\\nanother, soft\nbreak.',
  'Escapes: \\*not em\\*, \\# and ![img *alt*](/images/a.webp "t").',
  '[![cover](/images/a.webp)](/en/blog)',
  'Before.\n\n---\n\n- - -\n\nText after rules.',
  'Ünïcödé, 中文，emoji 🙂 and `` code with ` tick ``.',
  '**Strong *nested em* end** and _under_score_ words_like_this.',
  '## Heading with [a link](/x)\n\nText.',
  'Prose with a < b, R&D, &str and `<div>` in code,\nwrapped `over two` lines.',
  '**a** **b**c **d**。*e*，_f_ and **g*h*i**',
]

/** Constructs the fast path must hand to micromark. */
const refused = [
  'A footnote[^1].\n\n[^1]: Note.',
  ':::note\nA directive.\n:::',
  'A text :badge[directive].',
  'Raw <span>HTML</span>.',
  '<https://example.com>',
  'A reference &amp; entity.',
  'Code `across\nlines`.',
  '<div>\nA block of HTML.\n</div>',
  '~~struck~~ and ~single~',
  '~~~\ntilde fence\n~~~',
  '- loose\n\n- list',
  '- [ ] task\n- [x] done',
  'An array[0] in prose.',
  'Tabs\there.',
  'CRLF\r\nline.',
  '[ref]: /x\n\n[ref]',
  '| a | b |\n| - | - |\n| only one |',
  '| a \\| b |\n| - |',
  'See www.example.com.',
  '    indented code',
  '`[bracket in code]`',
  'An escaped \\[bracket\\].',
  '--- \ntitle: x\n---\n\nSpaces after the fence.',
  '---\ntitle: x\n--- \nmore: y\n---\n\nA fence with spaces inside.',
  '---\n\nNo closing fence.',
  // Runs of three or more delimiters: the two parsers pair them apart (found by the mixed documents below).
  '***字体**10*',
  '**a****b**',
  '***\n\n___',
  'At 10:30, a ratio of 3:2.',
  '> [!NOTE]\n> An alert.',
  // markdown-it drops what lies past 100 levels; micromark does not.
  Array.from({ length: 120 }, (_, i) => `${'  '.repeat(i)}- level ${i + 1}`).join('\n'),
]

const generatedDir = generatedArticles('fast-parse')

describe('fastParse', () => {
  it('gives remark-parse’s tree for each construct it takes', () => {
    for (const text of taken) {
      const fast = fastParse(text)
      expect(fast, text).toBeDefined()
      expect(comparable(fast!), text).toEqual(reference(text))
    }
  })

  it('hands every construct it could misread to micromark', () => {
    for (const text of refused) expect(fastParse(text), text).toBeUndefined()
  })

  it('gives remark-parse’s tree for every sample and generated article it takes, and takes most generated ones', () => {
    const generated = markdownFiles(generatedDir())
    let fastGenerated = 0
    for (const file of [...markdownFiles(join(repoRoot, 'content')), ...generated]) {
      const text = readFileSync(file, 'utf8')
      const fast = fastParse(text)
      if (!fast) continue
      if (file.startsWith(generatedDir())) fastGenerated++
      expect(comparable(fast), file).toEqual(reference(text))
    }
    // The benchmark's articles are plain markdown: the fast path is what the benchmark measures.
    expect(fastGenerated).toBeGreaterThanOrEqual(generated.length * 0.9)
  })

  it('gives remark-parse’s tree, or refuses, for 3,000 documents mixed from both kinds of syntax', () => {
    let seed = 24
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
    const words = [
      '静态',
      'site',
      '构建',
      'cache',
      '10',
      'a_b',
      'x*y',
      '字体',
      'hash',
      '，',
      '。',
      '（注）',
      '“引”',
      '—',
      '$5',
      '+',
      '100%',
      '©',
      '…',
      '.',
      ',',
      '(x)',
      '"q"',
    ]
    const inlines = [
      () => pick(words),
      () => `*${pick(words)}*`,
      () => `**${pick(words)} ${pick(words)}**`,
      () => `_${pick(words)}_`,
      () => `\`${pick(words)}\``,
      () => `[${pick(words)}](/${pick(words)})`,
      () => `![${pick(words)}](/images/${pick(words)}.webp)`,
      () => `\\${pick(['*', '_', '#', '[', '!', '`'])}`,
      () =>
        pick([
          '*',
          '**',
          '_',
          '[',
          ']',
          '(',
          ')',
          '!',
          '`',
          ':',
          '10:30',
          '&',
          '<b>',
          '~',
          '|',
          'a < b',
          '`<div>`',
          '<https://e.com>',
          '&copy;',
          '&#65;',
          '&str',
          'R&D',
          '<!-- c -->',
          '</i>',
          '<x-y a="1">',
        ]),
      () => pick(['  \n', '\\\n', '\n']),
    ]
    const line = () =>
      Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(inlines)()).join(
        pick([' ', '']),
      )
    const blocks = [
      () => line(),
      () => `${'#'.repeat(1 + Math.floor(random() * 6))} ${line()}`,
      () => `${line()}\n${pick(['===', '---', line()])}`,
      () => Array.from({ length: 2 }, () => `${pick(['-', '*', '1.', '2)'])} ${line()}`).join('\n'),
      () => `- ${line()}\n  - ${line()}\n${pick(['', '\n'])}- ${line()}`,
      () => `> ${line()}\n${pick(['> ', ''])}${line()}`,
      () => `\`\`\`${pick(['', 'ts', 'js [a.js] {1}'])}\n${line()}\n\`\`\``,
      () =>
        `| ${line()} | b |\n| ${pick(['---', ':--', '--:'])} | --- |\n| ${line()} |${pick([' c |', ''])}`,
      () =>
        pick([
          '***',
          '- - -',
          '    indented',
          `[d]: /x`,
          `[^1]: note`,
          ':::note\ntext\n:::',
          '<div>\nblock\n</div>',
          '<!--\ncomment\n-->',
          '<p>para</p>',
        ]),
    ]
    let taken = 0
    for (let i = 0; i < 3000; i++) {
      const matter = pick([
        '',
        '',
        '---\ntitle: x\n---\n\n',
        '--- \nt: x\n---\n',
        '---\n',
        '---\na: 1\n--- \n---\n',
      ])
      const text =
        matter +
        Array.from({ length: 1 + Math.floor(random() * 5) }, () => pick(blocks)()).join(
          pick(['\n\n', '\n']),
        )
      const fast = fastParse(text)
      if (!fast) continue
      taken++
      expect(comparable(fast), text).toEqual(reference(text))
    }
    // Enough of them take the fast path for the comparison to mean something.
    expect(taken).toBeGreaterThan(300)
  })

  it('places links and images at their bracket, past brackets in code blocks and front matter', () => {
    const text =
      '---\ntags: ["a"]\n---\n\n```ts\nconst a = [1]\n```\n\nSee [this](/a) and  ![that](/b.webp).'
    const fast = fastParse(text)!
    expect(comparable(fast)).toEqual(reference(text))
    const paragraph = fast.children.at(-1) as { children: Node[] }
    const placedHere = paragraph.children.filter((n) => placed.has(n.type))
    expect(placedHere.map((n) => n.position?.start)).toEqual([
      { line: 9, column: 5, offset: 50 },
      { line: 9, column: 21, offset: 66 },
    ])
  })
})

describe('fastParse on prose', () => {
  it('takes front matter, full-width colons and colons before a space', () => {
    const text = '---\ntitle: "x"\n---\n\nNote: 中文：冒号。'
    expect(comparable(fastParse(text)!)).toEqual(reference(text))
  })
})

const withoutPositions = (value: unknown) =>
  JSON.stringify(value, (key, v: unknown) => (key === 'position' ? undefined : v))

describe('compileMarkdown with the fast path', () => {
  it('compiles every sample and generated article to the same body as with micromark alone', async () => {
    for (const file of [
      ...markdownFiles(join(repoRoot, 'content')),
      ...markdownFiles(generatedDir()),
    ]) {
      const text = readFileSync(file, 'utf8')
      const fast = await compileMarkdown(text, file)
      const slow = await compileMarkdown(text, file, undefined, {}, true)
      // Positions are left out of the body the site ships (hast-compact.ts); messages keep theirs.
      expect(withoutPositions(fast), file).toBe(withoutPositions(slow))
    }
  })

  it('reports a problem where micromark places it', async () => {
    const text = 'Intro.\n\n- item\n  ```nosuchlanguage\n  x\n  ```\n'
    expect(fastParse(text)).toBeDefined()
    const { messages } = await compileMarkdown(text, 'x.md')
    const slow = await compileMarkdown(text, 'x.md', undefined, {}, true)
    expect(messages.length).toBeGreaterThan(0)
    expect(messages).toEqual(slow.messages)
  })
})
