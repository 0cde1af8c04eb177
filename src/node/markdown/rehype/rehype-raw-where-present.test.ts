import type { Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { VFile } from 'vfile'
import { describe, expect, it } from 'vitest'
import { rehypeRawWherePresent } from './rehype-raw-where-present.ts'

async function run(markdown: string) {
  const processor = unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRawWherePresent)
  const file = new VFile(markdown)
  return (await processor.run(processor.parse(file), file)) as Root
}

describe('rehypeRawWherePresent', () => {
  it("parses an article's raw HTML into elements", async () => {
    const tree = await run('Press <kbd>Ctrl</kbd> and **K**.')
    expect(toHtml(tree)).toBe('<p>Press <kbd>Ctrl</kbd> and <strong>K</strong>.</p>')
    expect(JSON.stringify(tree)).not.toContain('"type":"raw"')
  })

  it('leaves an article without raw HTML alone: no second parse', async () => {
    const markdown = '# Title\n\nText with a [link](/x) and a footnote.[^1]\n\n[^1]: Here.'
    const markdownProcessor = unified().use(remarkParse).use(remarkGfm)
    const tree = (await unified()
      .use(remarkGfm)
      .use(remarkRehype)
      .run(markdownProcessor.parse(markdown))) as Root
    // rehype-raw would return a new tree, with `data-footnotes` rewritten as "".
    expect(rehypeRawWherePresent()(tree, new VFile(markdown))).toBeUndefined()
    expect(toHtml(tree)).toContain('<section data-footnotes class="footnotes">')
  })
})
