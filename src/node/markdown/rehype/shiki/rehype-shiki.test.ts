import type { Element, Root } from 'hast'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { toString } from 'hast-util-to-string'
import { VFile } from 'vfile'
import { describe, expect, it, vi } from 'vitest'
import { createHighlighter } from 'shiki'
import { acceptedLanguages, grammarLanguages, loadGrammars, rehypeShiki } from './rehype-shiki.ts'

const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeShiki)

async function compile(markdown: string) {
  const file = new VFile(markdown)
  const tree = (await processor.run(processor.parse(file), file)) as Root
  return { tree, messages: file.messages }
}

function elements(tree: Root, test: (node: Element) => boolean): Element[] {
  const found: Element[] = []
  visit(tree, 'element', (node: Element) => {
    if (test(node)) found.push(node)
  })
  return found
}

const classes = (node: Element) =>
  [node.properties.class, node.properties.className].flat().join(' ')
const isLine = (node: Element) =>
  node.tagName === 'span' && classes(node).split(' ').includes('line')

describe('rehypeShiki', () => {
  it('gives a block met again the same highlighting, each page its own copy', async () => {
    const block = '```go {1}\npackage cached\n```'
    const first = await compile(block)
    const again = await compile(`Some prose first.\n\n${block}`)
    const [one] = elements(first.tree, (n) => n.tagName === 'pre')
    const [two] = elements(again.tree, (n) => n.tagName === 'pre')
    expect(two).toEqual(one)
    // Changing one page's tree (as the image build changes a body) leaves the other alone.
    one!.properties.dataLabel = 'changed'
    expect(two!.properties.dataLabel).toBeUndefined()
    // A different meta is a different block: the line is no longer highlighted.
    const plain = await compile('```go\npackage cached\n```')
    expect(classes(elements(plain.tree, isLine)[0]!)).not.toContain('highlighted')
    expect(classes(elements(first.tree, isLine)[0]!)).toContain('highlighted')
  })

  it('highlights with light and dark theme variables, labels and highlighted lines', async () => {
    const { tree, messages } = await compile('```ts [main.ts] {2}\nconst a = 1\nconst b = 2\n```')
    const [pre] = elements(tree, (n) => n.tagName === 'pre')
    expect(pre?.properties).toMatchObject({ dataLanguage: 'ts', dataLabel: 'main.ts' })
    const lines = elements(tree, isLine)
    expect(lines).toHaveLength(2)
    expect(classes(lines[0]!)).not.toContain('highlighted')
    expect(classes(lines[1]!)).toContain('highlighted')
    const styled = elements(
      tree,
      (n) => n.tagName === 'span' && typeof n.properties.style === 'string',
    )
    expect(styled.length).toBeGreaterThan(0)
    for (const span of styled)
      expect(span.properties.style).toMatch(/--shiki-light:.*--shiki-dark:/)
    expect(messages).toHaveLength(0)
  })

  it('highlights every line of the ranges in `{1,3-4}`, wherever the label is', async () => {
    const { tree } = await compile('```sh {1,3-4} [npm]\na\nb\nc\nd\ne\n```')
    const highlighted = elements(tree, isLine).map((line) => classes(line).includes('highlighted'))
    expect(highlighted).toEqual([true, false, true, true, false])
    expect(elements(tree, (n) => n.tagName === 'pre')[0]?.properties.dataLabel).toBe('npm')
  })

  it('treats a fence without a language as text, with no label', async () => {
    const { tree, messages } = await compile('```\nplain words\n```')
    const [pre] = elements(tree, (n) => n.tagName === 'pre')
    expect(pre?.properties.dataLanguage).toBe('text')
    expect(pre?.properties).not.toHaveProperty('dataLabel')
    expect(elements(tree, isLine)).toHaveLength(1)
    expect(messages).toHaveLength(0)
  })

  it('reports an unsupported language at the fence and still renders the code', async () => {
    const { tree, messages } = await compile('Intro\n\n```klingon\nQapla\n```')
    expect(messages).toHaveLength(1)
    expect(messages[0]!.reason).toContain('Code language "klingon" is not supported')
    expect(messages[0]!.line).toBe(3)
    expect(elements(tree, isLine)).toHaveLength(1)
    // Highlighted as text, still named as the author wrote it.
    expect(elements(tree, (n) => n.tagName === 'pre')[0]?.properties.dataLanguage).toBe('klingon')
  })
})

describe('marked lines, through @shikijs/transformers', () => {
  const pre = (tree: Root) => elements(tree, (n) => n.tagName === 'pre')[0]!
  const lineClasses = (tree: Root) =>
    elements(tree, isLine).map((line) =>
      classes(line)
        .trim()
        .replace(/^line ?/, ''),
    )

  it('marks added and removed lines, and takes the notation comments out of the code', async () => {
    const { tree, messages } = await compile(
      '```ts [a.ts]\nconst a = 1 // [!code --]\nconst a = 2 // [!code ++]\nuse(a)\n```',
    )
    expect(lineClasses(tree)).toEqual(['diff remove', 'diff add', ''])
    expect(classes(pre(tree))).toContain('has-diff')
    expect(toString(pre(tree))).not.toContain('[!code')
    expect(messages).toEqual([])
  })

  it("finds the notation in each language's own comments", async () => {
    const { tree } = await compile(
      '```bash\nnpm i sharp # [!code ++]\n```\n\n```css\na { color: red } /* [!code --] */\n```\n\n```html\n<p>hi</p> <!-- [!code ++] -->\n```',
    )
    expect(lineClasses(tree)).toEqual(['diff add', 'diff remove', 'diff add'])
    expect(toString(tree)).not.toContain('[!code')
  })

  it('focuses and highlights lines by comment', async () => {
    const { tree } = await compile(
      '```js\nsetup()\nrun() // [!code focus]\nlog() // [!code highlight]\n```',
    )
    expect(lineClasses(tree)).toEqual(['', 'focused', 'highlighted'])
    // A count after a colon marks that many lines from the comment's own.
    const range = await compile('```js\na() // [!code focus:2]\nb()\nc()\n```')
    expect(lineClasses(range.tree)).toEqual(['focused', 'focused', ''])
    expect(classes(pre(tree))).toMatch(/has-focused.*has-highlighted|has-highlighted.*has-focused/)
  })

  it('numbers the lines of a block that asks with showLineNumbers, with its label and ranges', async () => {
    const numbered = await compile(
      '```ts [b.ts] showLineNumbers {2}\nconst a = 1\nconst b = 2\n```',
    )
    expect(pre(numbered.tree).properties).toMatchObject({ dataLabel: 'b.ts', dataLineNumbers: '' })
    expect(lineClasses(numbered.tree)).toEqual(['', 'highlighted'])
    const plain = await compile('```ts [b.ts] {2}\nconst a = 1\nconst b = 2\n```')
    expect(pre(plain.tree).properties).not.toHaveProperty('dataLineNumbers')
  })
})

describe('a block highlighted again', () => {
  it('comes out as the first did, with its own label and highlighted lines', async () => {
    const code = 'const twin = 1\nconst other = 2'
    const zh = await compile('```ts [示例.ts] {1}\n' + code + '\n```')
    const en = await compile('```ts [example.ts] {1}\n' + code + '\n```')
    const [zhPre] = elements(zh.tree, (n) => n.tagName === 'pre')
    const [enPre] = elements(en.tree, (n) => n.tagName === 'pre')
    expect(enPre!.properties.dataLabel).toBe('example.ts')
    expect(zhPre!.properties.dataLabel).toBe('示例.ts')
    expect({ ...enPre!, properties: {} }).toEqual({ ...zhPre!, properties: {} })
    // Other highlighted lines are another block.
    const other = await compile('```ts {2}\n' + code + '\n```')
    const lines = elements(other.tree, isLine)
    expect(classes(lines[0]!)).not.toContain('highlighted')
    expect(classes(lines[1]!)).toContain('highlighted')
  })
})

describe('grammars loaded as files need them', () => {
  const fresh = () => createHighlighter({ themes: ['github-light-default'], langs: [] })

  it('accepts exactly the names Shiki knows once every listed grammar is loaded', async () => {
    const all = await createHighlighter({
      themes: ['github-light-default'],
      langs: grammarLanguages,
    })
    expect([...acceptedLanguages].sort()).toEqual(all.getLoadedLanguages().sort())
  })

  it('loads the grammars a file names and no others', async () => {
    const shiki = await fresh()
    await loadGrammars(shiki, ['ts', 'ts', 'cobol'])
    const loaded = shiki.getLoadedLanguages()
    expect(loaded).toContain('typescript')
    expect(loaded).not.toContain('rust')
    expect(loaded).not.toContain('cobol')
  })

  it('loads a grammar that only comes embedded with its host', async () => {
    const shiki = await fresh()
    await loadGrammars(shiki, ['vue-directives'])
    expect(shiki.getLoadedLanguages()).toContain('vue-directives')
  })

  it('highlights every language of a file on its first compile', async () => {
    const { tree, messages } = await compile(
      '```rust\nfn main() {}\n```\n\n```sql\nselect 1;\n```\n',
    )
    expect(messages).toEqual([])
    const colored = elements(tree, (n) => n.tagName === 'span' && Boolean(n.properties.style))
    expect(colored.length).toBeGreaterThan(3)
  })
})

describe('a slow line', () => {
  it('is coloured to its end however long it takes, in both themes', async () => {
    // Every reading of the clock a second later than the last: to Shiki's default limit (500 ms a
    // line) each line would take too long, and it would leave the rest of the line uncoloured.
    let now = Date.now()
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000))
    try {
      const { tree } = await compile('```toml\nslow_key = "after the key"\n```')
      const tokens = elements(tree, (n) => n.tagName === 'span' && !isLine(n))
      const value = tokens.find((n) => toString(n).includes('after the key'))!
      const key = tokens.find((n) => toString(n).includes('slow_key'))!
      for (const theme of ['--shiki-light', '--shiki-dark']) {
        const colour = (n: Element) => String(n.properties.style).match(`${theme}:(#\\w+)`)?.[1]
        expect(colour(value)).toBeDefined()
        expect(colour(value)).not.toBe(colour(key))
      }
    } finally {
      clock.mockRestore()
    }
  })
})
