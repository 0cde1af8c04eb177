import type { ReactNode } from 'react'
import satori from 'satori'
import { describe, expect, it } from 'vitest'
import { generateArticles } from '../../../bench/corpus.ts'
import { cardFonts } from './card-font-fs.ts'
import { cardTexts } from './card-node.ts'
import type { CardSpec } from './card-spec.ts'
import { cardTextLayout } from './card-text-layout-fs.ts'
import { cardTree } from './card-tree.ts'
import { textRuns } from './text-runs.ts'

/** The runs satori writes for a card's own text: what cardTextLayout must reproduce. */
async function satoriRuns(spec: CardSpec, eyebrowSpace?: number) {
  const tree = cardTree(spec, eyebrowSpace)
  const fonts = await cardFonts(cardTexts(tree))
  const svg = await satori(tree as unknown as ReactNode, {
    width: 1200,
    height: 630,
    fonts,
    embedFont: false,
  })
  return textRuns(svg)
}

const zh: CardSpec = {
  file: 'og/x.png',
  title: '',
  description: '',
  eyebrow: '博客',
  siteName: '林舟',
  host: 'linzhou.dev',
  lang: 'zh-CN',
}
const en: CardSpec = { ...zh, eyebrow: 'Blog', siteName: 'Lin Zhou', lang: 'en' }

const longEn =
  'Why static sites still win in 2026: a long look at caching, builds, search, images, fonts, feeds, sitemaps, service workers and the edges that serve them'
const longZh =
  '第 7 篇：缓存与部署，为什么静态网站在今天仍然是最好的选择之一，以及它的代价、边界和那些常被忽略的细节，还有更多文字让它换到第四行去'

/** Cards that exercise what the layout follows: wrapping, clamping, mixed scripts, spaces. */
const edgeCases: CardSpec[] = [
  { ...en, title: longEn, description: `${longEn} ${longEn}` },
  { ...zh, title: longZh, description: longZh + longZh },
  {
    ...zh,
    title: 'React 组件与 TypeScript：“类型”不是负担（上）',
    description: '用 Vite 8 搭一个中英双语的静态站点——从零开始，到 Lighthouse 100 分。',
  },
  { ...en, eyebrow: undefined, title: 'A card with no eyebrow', description: '' },
  { ...en, title: 'Tabs\tand\nnewlines   and  spaces ', description: ' leading and trailing ' },
  { ...en, title: 'Ünïcödé café — naïve façades & “quotes”', description: 'Price: £12 · 50% off…' },
  { ...zh, title: '标点在行首：，。！？', description: '「引号」『书名』《书》〈篇〉【注】……——' },
  { ...en, title: 'Short', description: 'x'.repeat(60) },
  // Spaced letters lose their ligatures (the title), unspaced ones keep them (the description).
  { ...en, title: 'The first unified workflow', description: 'The first unified workflow' },
  {
    ...zh,
    title: '用 unified 搭一条 Markdown 内容管线',
    description: '从 first 到 flow，fi 与 fl',
  },
  { ...en, title: `https://example.com/${'a-long-path-segment-'.repeat(5)}`, description: '' },
]

/** A title and description for every generated article of the build benchmark, in each language. */
function corpusCards(count: number): CardSpec[] {
  const field = (markdown: string, key: string) =>
    new RegExp(`^${key}: "(.*)"$`, 'm').exec(markdown)?.[1] ?? ''
  return generateArticles(count).flatMap((article) => [
    { ...zh, title: field(article.zh, 'title'), description: field(article.zh, 'description') },
    { ...en, title: field(article.en, 'title'), description: field(article.en, 'description') },
  ])
}

describe('cardTextLayout', () => {
  it('puts every run where satori puts it', { timeout: 60_000 }, async () => {
    const cards = [...edgeCases, ...corpusCards(120)]
    for (const spec of cards) {
      const space = spec.eyebrow ? 40 : undefined
      const ours = await cardTextLayout(spec, space)
      expect(ours, spec.title).toBeDefined()
      expect(ours, spec.title).toEqual(await satoriRuns(spec, space))
    }
  })

  it('clamps a long title to three lines ending in an ellipsis', async () => {
    const layout = await cardTextLayout({ ...en, title: longEn, description: '' }, 40)
    const lines = new Set(layout!.runs.map((r) => r.y))
    expect(lines.size).toBe(3)
    expect(layout!.runs.at(-1)!.text.endsWith('…')).toBe(true)
  })

  it('leaves to satori what it does not follow', async () => {
    const refused: Array<Partial<CardSpec>> = [
      { title: 'Launch day 🚀' },
      { title: 'مرحبا بالعالم' },
      { description: 'e\u0301 with a combining accent' },
      { title: 'non\u00a0breaking' },
      { title: 'Supercalifragilisticexpialidocious'.repeat(2) },
      { title: '𠀀 an ideograph beyond the first plane' },
    ]
    for (const change of refused) {
      expect(
        await cardTextLayout({ ...en, title: 'T', ...change }, 40),
        JSON.stringify(change),
      ).toBe(undefined)
    }
    // The eyebrow laid out with the rest (no space for it given) is satori's too.
    expect(await cardTextLayout({ ...en, title: 'T' })).toBe(undefined)
  })
})
