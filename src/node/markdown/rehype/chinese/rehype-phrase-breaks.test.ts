import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { compileMarkdown } from '../../pipeline.ts'

const compile = (markdown: string, phrases = true) =>
  compileMarkdown(`---\ntitle: t\n---\n\n${markdown}`, 'phrases.md', undefined, {
    autospace: true,
    phrases,
  })
const html = async (markdown: string, phrases = true) =>
  toHtml((await compile(markdown, phrases)).tree)

describe('rehypePhraseBreaks', () => {
  it('puts a <wbr> between the phrases of a heading, none inside a word', async () => {
    const out = await html('## 把服务器端渲染搬到构建时')
    expect(out).toContain('<wbr>服务器<wbr>')
    expect(out).toContain('<wbr>构建时</a></h2>')
    expect(out).not.toMatch(/服<wbr>务|务<wbr>器|构<wbr>建/)
  })

  it('leaves paragraphs, and every heading when off (English pages)', async () => {
    expect(await html('把服务器端渲染搬到构建时')).not.toContain('<wbr>')
    expect(await html('## 把服务器端渲染搬到构建时', false)).not.toContain('<wbr>')
  })

  it('segments across inline elements and never breaks inside code', async () => {
    const out = await html('### 用`vite的配置文件`构建[React应用](https://react.dev)')
    expect(out).toContain('<code>vite的配置文件</code>')
    expect(out).toMatch(/<wbr><code>/)
    expect(out).toMatch(/React<span class="autospace"><\/span><wbr>应用<\/a>/)
  })

  it('keeps the heading ids, the table of contents and the text as written', async () => {
    const md = '## 把服务器端渲染搬到构建时\n\n### 用Vite构建React应用'
    const [on, off] = await Promise.all([compile(md), compile(md, false)])
    expect(on.headings).toEqual(off.headings)
    const text = (html: string) => html.replace(/<[^>]+>/g, '')
    expect(text(toHtml(on.tree))).toBe(text(toHtml(off.tree)))
    expect(toHtml(on.tree)).toContain('<wbr>')
  })
})
