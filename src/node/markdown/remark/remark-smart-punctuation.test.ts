import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { compileMarkdown } from '../pipeline.ts'
import { setProseFields } from '../prose-fields.ts'
import { punctuateLine } from './remark-smart-punctuation.ts'

const compile = (markdown: string, smartPunctuation = true) =>
  compileMarkdown(markdown, 'punctuation.md', undefined, { smartPunctuation })
const html = async (markdown: string, smartPunctuation = true) =>
  toHtml((await compile(markdown, smartPunctuation)).tree)

describe('remarkSmartPunctuation', () => {
  it('curls double and single quotes and apostrophes', async () => {
    expect(await html(`He said "it's fine" and 'left'.`)).toBe(
      '<p>He said “it’s fine” and ‘left’.</p>',
    )
  })

  it('curls a directive’s label, which becomes an attribute: a callout’s title', async () => {
    const out = await html(`:::caution[Don't report from "dev"]\nText.\n:::`)
    expect(out).toContain('title="Don’t report from “dev”"')
    expect(await html(`:::caution[Don't]\nText.\n:::`, false)).toContain('title="Don&#x27;t"')
  })

  it('makes two hyphens an en dash, three an em dash and three dots an ellipsis', async () => {
    expect(await html('From 2019--2024 --- or so... it ran.')).toBe(
      '<p>From 2019–2024\u00a0— or so… it ran.</p>',
    )
  })

  it('keeps a spaced dash or slash on the line of the word before it, in text and labels', async () => {
    // A no-break space before the dash: a line never starts with it, and may still end after it.
    expect(await html('Two marks meet — a stop and a quote — and a gap opens.')).toBe(
      '<p>Two marks meet\u00a0— a stop and a quote\u00a0— and a gap opens.</p>',
    )
    expect(await html(':::tip[Fonts — a note]\nText.\n:::')).toContain(
      'title="Fonts\u00a0— a note"',
    )
    expect(await html('`a — b` and a—b')).toBe('<p><code>a — b</code> and a—b</p>')
    expect(await html('An engineer / designer, and/or')).toBe(
      '<p>An engineer\u00a0/ designer, and/or</p>',
    )
  })

  it('sets the quotes, dashes and slashes of front matter prose fields, at any depth', () => {
    const data = {
      title: 'Why "static" — still',
      slug: 'a — b',
      faq: [{ label: "It's — fine", content: 'x' }],
      experience: [{ position: 'Engineer / designer' }],
    }
    setProseFields(data, punctuateLine)
    expect(data).toEqual({
      title: 'Why “static”\u00a0— still',
      slug: 'a — b',
      faq: [{ label: 'It’s\u00a0— fine', content: 'x' }],
      experience: [{ position: 'Engineer\u00a0/ designer' }],
    })
  })

  it('pairs quotes across links and emphasis, and opens a quote at the start of a block', async () => {
    expect(await html('"A [link](/x "t") and *this*"\n\n> "Quoted"')).toBe(
      '<p>“A <a href="/x" title="t">link</a> and <em>this</em>”</p>\n<blockquote>\n<p>“Quoted”</p>\n</blockquote>',
    )
  })

  it('sets headings and table cells, and keeps their ids', async () => {
    const { tree, headings } = await compile(`## Static isn't "bare"\n\n| a |\n| --- |\n| it's |`)
    const out = toHtml(tree)
    expect(out).toContain('Static isn’t “bare”')
    expect(out).toContain('<td>it’s</td>')
    expect(headings[0]).toMatchObject({ id: 'static-isnt-bare' })
  })

  it('leaves inline code, code blocks and formulas as typed', async () => {
    const out = await html(
      'Run `echo "it\'s" -- ...` now.\n\n```sh\nnode --flag "x" \'y\' ...\n```\n\nSo $a\'$ is "ok".',
    )
    const code = [...out.matchAll(/<code[^>]*>([\s\S]*?)<\/code>/g)].map((m) => m[1]).join('')
    expect(code).toContain('echo "it\'s" -- ...')
    expect(code.replace(/<[^>]+>/g, '')).toContain('node --flag "x" \'y\' ...')
    expect(code).not.toMatch(/[“”‘’–—…]/)
    expect(out).toContain('′') // KaTeX's prime, from the formula as typed
    expect(out).toContain('is “ok”')
  })

  it('leaves keys and raw code, kbd and samp as typed', async () => {
    const out = await html(
      `Press :kbd['] or <kbd>"</kbd>, type <code>it's</code>, see <samp>"x"</samp>.`,
    )
    expect(out).toContain("<kbd>'</kbd>")
    expect(out).toContain('<kbd>"</kbd>')
    expect(out).toContain("<code>it's</code>")
    expect(out).toContain('<samp>"x"</samp>')
  })

  it('leaves front matter, link targets and escaped backticks alone', async () => {
    const { tree, frontmatter } = await compile(
      `---\ntitle: "It's"\n---\n\n[it's](/a--b "x") \\\`\\\`odd''`,
    )
    expect(frontmatter?.value).toBe(`title: "It's"`)
    expect(toHtml(tree)).toBe(`<p><a href="/a--b" title="x">it’s</a> \`\`odd''</p>`)
  })

  it('does nothing when off (Chinese pages)', async () => {
    expect(await html(`他说 "it's" -- 好...`, false)).toBe(`<p>他说 "it's" -- 好...</p>`)
  })
})
