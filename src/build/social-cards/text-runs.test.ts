import type { ReactNode } from 'react'
import satori from 'satori'
import { describe, expect, it } from 'vitest'
import { cardFonts } from './card-font-fs.ts'
import { cardTexts } from './card-node.ts'
import { cardTree } from './card-tree.ts'
import { textRuns } from './text-runs.ts'

const spec = {
  file: 'og/x.png',
  title: '静态站点 & React 组件',
  description: 'Markdown <in>, HTML out.',
  eyebrow: 'Blog',
  siteName: 'Lin Zhou',
  host: 'linzhou.dev',
  lang: 'zh-CN',
}

async function laidOut() {
  const tree = cardTree(spec)
  const fonts = await cardFonts(cardTexts(tree))
  return satori(tree as unknown as ReactNode, { width: 1200, height: 630, fonts, embedFont: false })
}

describe('textRuns', () => {
  it(
    'reads every word and CJK character of a card, in reading order',
    { timeout: 30_000 },
    async () => {
      const layout = textRuns(await laidOut())!
      expect(layout).toBeDefined()
      const texts = layout.runs.map((r) => r.text)
      expect(texts.join('')).toBe('BLOG静态站点&React组件Markdown<in>,HTMLout.')
      const title = layout.runs.filter((r) => r.size >= 50)
      expect(title.map((r) => r.text)).toEqual(['静', '态', '站', '点', '&', 'React', '组', '件'])
      // One line: one baseline, x growing run by run.
      expect(new Set(title.map((r) => r.y)).size).toBe(1)
      title.slice(1).forEach((r, i) => expect(r.x).toBeGreaterThan(title[i]!.x))
      expect(title[0]!).toMatchObject({ x: 92, weight: 700, fill: '#ffffff' })
      const eyebrow = layout.runs[0]!
      expect(eyebrow).toMatchObject({ size: 24, weight: 700, fill: '#4ade80' })
      expect(eyebrow.letterSpacing).toBeCloseTo(3.36)
      // The eyebrow's bar is a shape of its own.
      expect(layout.shapes).toHaveLength(1)
      expect(layout.shapes[0]).toMatch(/^<path [^>]*fill="#16a34a"/)
    },
  )

  it('gives up on anything it does not draw exactly', () => {
    const svg = (inner: string) =>
      `<svg width="1200" height="630" viewBox="0 0 1200 630" xmlns="http://www.w3.org/2000/svg">${inner}</svg>`
    const text = (extra = '') =>
      `<text x="92" y="179" width="49.5" height="61" font-weight="700" font-style="normal" font-size="50" font-family="noto sans sc" fill="#ffffff"${extra}>第</text>`
    expect(textRuns(svg(text()))?.runs).toHaveLength(1)
    expect(textRuns(svg(text(' mask="url(#satori_om-id)"')))).toBeUndefined()
    expect(textRuns(svg(text(' opacity="0.5"')))).toBeUndefined()
    expect(textRuns(svg(text().replace('#ffffff', 'rgba(255,255,255,0.5)')))).toBeUndefined()
    expect(textRuns(svg(`${text()}<image href="x.png"/>`))).toBeUndefined()
    expect(textRuns(svg(`<g transform="scale(2)">${text()}</g>`))).toBeUndefined()
    expect(textRuns('<svg>')).toBeUndefined()
  })
})
