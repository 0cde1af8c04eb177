import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { compileMarkdown } from '../../pipeline.ts'
import { needsGap } from './rehype-autospace.ts'

const gap = '<span class="autospace"></span>'
const html = async (markdown: string, autospace = true) =>
  toHtml(
    (
      await compileMarkdown(`---\ntitle: t\n---\n\n${markdown}`, 'spaced.md', undefined, {
        autospace,
      })
    ).tree,
  )

describe('needsGap', () => {
  it('is true between Han and Latin letters or digits, either way round', () => {
    for (const [a, b] of [
      ['用', 'R'],
      ['R', '用'],
      ['第', '3'],
      ['3', '章'],
      ['字', 'é'],
      ['か', 'A'],
    ])
      expect(needsGap(a, b), `${a}${b}`).toBe(true)
  })

  it('is false beside punctuation, spaces, full-width forms and between two of a kind', () => {
    for (const [a, b] of [
      ['，', 'R'],
      ['R', '。'],
      ['中', ' '],
      ['中', 'Ａ'],
      ['中', '文'],
      ['a', 'b'],
      ['中', '%'],
    ])
      expect(needsGap(a, b), `${a}${b}`).toBe(false)
  })
})

describe('rehypeAutospace', () => {
  it('puts a gap at every Han–Latin boundary of a text', async () => {
    expect(await html('用Vite 8构建，耗时3秒。')).toContain(
      `<p>用${gap}Vite 8${gap}构建，耗时${gap}3${gap}秒。</p>`,
    )
  })

  it('crosses inline elements: links, emphasis, strong', async () => {
    expect(await html('我用[React](https://react.dev)写了**两个**demo')).toContain(
      `<p>我用${gap}<a href="https://react.dev">React</a>${gap}写了<strong>两个</strong>${gap}demo</p>`,
    )
  })

  it('never touches inline code, code blocks, keyboard keys or formulas', async () => {
    const out = await html(
      '配置`vite的config`文件，按<kbd>Ctrl键</kbd>，公式$x和y$。\n\n```ts\nconst 名字a = 1\n```\n',
    )
    expect(out).toContain('<code>vite的config</code>')
    expect(out).toContain('<kbd>Ctrl键</kbd>')
    expect(out).not.toMatch(/<pre[\s\S]*autospace[\s\S]*<\/pre>/)
    expect(out).not.toMatch(/class="katex"[\s\S]*autospace/)
    // Nor does it space a code span from the Han beside it: code keeps its own padding.
    expect(out).toContain('配置<code>')
  })

  it('adds nothing when the option is off (pages in other languages)', async () => {
    expect(await html('用Vite构建', false)).toContain('<p>用Vite构建</p>')
  })

  it('leaves text with spaces already typed alone', async () => {
    expect(await html('用 Vite 构建')).toContain('<p>用 Vite 构建</p>')
  })
})
