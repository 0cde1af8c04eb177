import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import remarkDirective from 'remark-directive'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../../../e2e/support/project-fs.ts'
import { compileMarkdown } from './pipeline.ts'
import { generatedArticles, markdownFiles } from './test-support.ts'
import { mayHaveLiteralAutolinks, remarkGfmLean } from './remark-gfm-lean.ts'

/** The mdast of each flavour, positions included, as the pipeline parses it. */
const parser = (gfm: typeof remarkGfm | typeof remarkGfmLean) =>
  unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(gfm).use(remarkDirective)
const full = parser(remarkGfm)
const lean = parser(remarkGfmLean)
const tree = (p: typeof full, text: string) => JSON.stringify(p.runSync(p.parse(text)))

/** Every GFM construct but literal autolinks, with text an autolink search must pass over. */
const everything = `---
title: "a@b"
---

# 标题 Title

Prose with ~~struck~~ words, a footnote[^n], \`\${path}@\${hash}\` in code, 10:30 and a ratio 3:2,
an email-ish \`me@example.com\` in code, and fn(x: &str) outside it.

- [ ] open task
- [x] done task

| Name | Size |
| --- | ---: |
| 字体 | 12 |

:::note
A note with **bold** and [a link](/en/blog).
:::

\`\`\`ts
const at = \`\${user}@\${host}\` // www.example.com https://example.com
\`\`\`

[^n]: The footnote.
`

const generatedDir = generatedArticles('gfm-lean')

describe('mayHaveLiteralAutolinks', () => {
  it('says yes to every way a literal autolink can be written', () => {
    for (const text of [
      'see www.example.com',
      'SEE WWW.EXAMPLE.COM',
      'at https://example.com',
      'at HTTP://example.com',
      'mail me@example.com',
      'mailto:me@example.com',
      'xmpp:me@example.com/home',
      // Escapes and references disappear from the text the mdast transform searches.
      'see www\\.example.com',
      'mail me\\@example.com',
      'see &#119;ww.example.com',
      'mail me&commat;example.com',
      'see http&#x3a;//example.com',
    ])
      expect(mayHaveLiteralAutolinks(text), text).toBe(true)
  })

  it('says no to text that cannot hold one, code and ampersands included', () => {
    for (const text of [
      '只有中文，没有链接。',
      'fn subset(text: &str) -> Vec<char>',
      'return `${path}@${hash}:99`',
      'a [link](/en/blog) and an ![image](/images/a.webp)',
    ])
      expect(mayHaveLiteralAutolinks(text), text).toBe(false)
  })
})

describe('remarkGfmLean', () => {
  it('parses every GFM construct but literal autolinks exactly as remark-gfm does', () => {
    // Addresses in code and front matter are not autolinks: the trees match though the check is wary.
    expect(tree(lean, everything)).toBe(tree(full, everything))
  })

  it('gives a different tree only to files mayHaveLiteralAutolinks says yes to', () => {
    const files = [...markdownFiles(join(repoRoot, 'content')), ...markdownFiles(generatedDir())]
    let lean_ = 0
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      if (!mayHaveLiteralAutolinks(text)) lean_++
      if (tree(lean, text) !== tree(full, text))
        expect(mayHaveLiteralAutolinks(text), file).toBe(true)
    }
    // Most generated articles and some sample ones take the lean way: the test compares something.
    expect(lean_).toBeGreaterThan(files.length / 2)
  })

  it('would miss the links the escape and reference cases guard against', () => {
    for (const text of ['see www\\.example.com', 'see &#119;ww.example.com'])
      expect(tree(lean, text)).not.toBe(tree(full, text))
  })
})

describe('compileMarkdown', () => {
  it('still links bare addresses, and only those', async () => {
    const { tree } = await compileMarkdown(
      'Visit www.example.com or mail me@example.com.\n\n没有链接的段落。',
      'x.md',
    )
    const hrefs: unknown[] = []
    JSON.stringify(tree, (key, value) => {
      if (key === 'href') hrefs.push(value)
      return value
    })
    expect(hrefs).toEqual(['http://www.example.com', 'mailto:me@example.com'])
  })
})
