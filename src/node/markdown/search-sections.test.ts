import { describe, expect, it } from 'vitest'
import { compileMarkdown } from './pipeline.ts'
import { codeBreak } from '../../shared/search/search-snippet.ts'
import { searchSections } from './search-sections.ts'

async function sections(markdown: string) {
  const { tree } = await compileMarkdown(markdown, 'content/en/blog/guide.md')
  return searchSections(tree, '/en/blog/guide', 'Guide')
}

describe('searchSections', () => {
  it('gives the text before the first heading to the page record', async () => {
    const [page, first] = await sections('Welcome **here**.\n\n## Install\n\nRun it.')
    expect(page).toEqual({
      id: '/en/blog/guide',
      title: 'Guide',
      titles: [],
      content: 'Welcome here.',
      level: 1,
    })
    expect(first?.id).toBe('/en/blog/guide#install')
  })

  it('starts one record per heading with its id, level and the trail of titles above', async () => {
    const result = await sections(
      '## 安装\n\nA\n\n### Details\n\nB\n\n#### Deep\n\nC\n\n## Use\n\nD',
    )
    expect(result.map(({ id, title, titles, level }) => ({ id, title, titles, level }))).toEqual([
      { id: '/en/blog/guide#安装', title: '安装', titles: ['Guide'], level: 2 },
      { id: '/en/blog/guide#details', title: 'Details', titles: ['Guide', '安装'], level: 3 },
      { id: '/en/blog/guide#deep', title: 'Deep', titles: ['Guide', '安装', 'Details'], level: 4 },
      { id: '/en/blog/guide#use', title: 'Use', titles: ['Guide'], level: 2 },
    ])
    expect(result.map((s) => s.content)).toEqual(['A', 'B', 'C', 'D'])
  })

  it('reads a table as its rows, cells apart, so a snippet does not run them together', async () => {
    const [section] = await sections(
      '## Sizes\n\n| Use | Size |\n| --- | --- |\n| Body text | 17px |\n| Notes, captions | 14px |\n\nThen prose.',
    )
    expect(section?.content).toBe(
      'Use · Size | Body text · 17px | Notes, captions · 14px Then prose.',
    )
  })

  it('keeps heading text out of the content and separates blocks with single spaces', async () => {
    const [section] = await sections(
      '## Setup\n\nFirst paragraph.\n\n- one\n- two\n\n```bash\nnpm   ci\n```',
    )
    expect(section?.content).toBe(`First paragraph. one two${codeBreak}npm ci`)
    expect(section?.content).not.toContain('Setup')
  })

  it('keeps the text of code blocks searchable, after all the prose, for the snippet to leave out', async () => {
    const [section] = await sections(
      '## Draw\n\nCall it once.\n\n```js\nconst frame = requestAnimationFrame(draw)\n```\n\nThen `stop` it.',
    )
    expect(section?.content).toBe(
      `Call it once. Then stop it.${codeBreak}const frame = requestAnimationFrame(draw)`,
    )
  })

  it('includes text from elements such as callouts and inline keys', async () => {
    const [section] = await sections('## Keys\n\n:::tip[Hint]\nPress :kbd[Ctrl]+:kbd[C].\n:::')
    expect(section?.content).toBe('Press Ctrl+C.')
  })

  it('indexes a formula once, as it reads, not its drawing or its TeX source again', async () => {
    const [page] = await sections('Time $\\Delta t$ per sample.')
    expect(page!.content).toBe('Time Δt per sample.')
  })

  it('keeps a single empty page record for an empty page', async () => {
    expect(await sections('')).toEqual([
      { id: '/en/blog/guide', title: 'Guide', titles: [], content: '', level: 1 },
    ])
  })
})
