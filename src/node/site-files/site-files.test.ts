import type { Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { compileMarkdown } from '../markdown/pipeline.ts'
import { articleHtml } from './article-html.ts'
import { buildFeeds } from './feeds.ts'
import { buildRobots, buildSitemap } from './sitemap.ts'
import { sampleLocales } from '../../../test/support/site-locales-fs.ts'
import { feedSite } from '../../../test/support/feed-site.ts'

const body: Root = {
  type: 'root',
  children: [
    {
      type: 'element',
      tagName: 'p',
      properties: {},
      children: [
        { type: 'text', value: 'See ' },
        {
          type: 'element',
          tagName: 'a',
          properties: { href: '/en/about' },
          children: [{ type: 'text', value: 'me' }],
        },
        {
          type: 'element',
          tagName: 'img',
          properties: { src: '/images/a.webp', alt: '' },
          children: [],
        },
        {
          type: 'element',
          tagName: 'a',
          properties: { href: 'javascript:alert(1)' },
          children: [{ type: 'text', value: 'bad' }],
        },
      ],
    },
    {
      type: 'element',
      tagName: 'callout',
      properties: { type: 'tip' },
      children: [
        { type: 'text', value: 'Kept text' },
        { type: 'element', tagName: 'icon', properties: {}, children: [] },
      ],
    },
  ],
}

describe('articleHtml', () => {
  it('makes links and images absolute, keeps callout text in a blockquote, drops script links', () => {
    const html = articleHtml(body, 'https://linzhou.dev')
    expect(html).toContain('href="https://linzhou.dev/en/about"')
    expect(html).toContain('src="https://linzhou.dev/images/a.webp"')
    expect(html).toContain('<blockquote type="tip">Kept text</blockquote>')
    expect(html).not.toContain('javascript:')
    expect(html).not.toContain('<icon')
    expect(html).not.toContain('srcset')
  })

  it('keeps a formula as MathML without KaTeX’s HTML, and a diagram as a figure with its source', async () => {
    const { tree } = await compileMarkdown(
      'Mean $\\bar{x}$.\n\n```mermaid\ngraph LR\n  A --> B\n```',
      'x.md',
    )
    const html = articleHtml(tree, 'https://linzhou.dev')
    expect(html).toContain('<annotation encoding="application/x-tex">\\bar{x}</annotation>')
    expect(html).not.toContain('katex-html')
    expect(html).toContain(
      '<figure><pre data-language="mermaid">graph LR\n  A --> B</pre></figure>',
    )
  })

  it('gives an image its size from the body image metadata, still without variants', () => {
    const variants = [{ src: '/_images/a-320.1234abcd.webp', width: 320 }]
    const meta = { src: '/images/a.webp', width: 640, height: 360, variants }
    const html = articleHtml(body, 'https://linzhou.dev', { '/images/a.webp': meta })
    expect(html).toMatch(
      /<img src="https:\/\/linzhou.dev\/images\/a.webp" alt="" width="640" height="360"/,
    )
    expect(html).not.toContain('srcset')
  })
})

describe('articleHtml of a diff', () => {
  it('gives removed and added lines the <del> and <ins> a feed reader shows without our CSS', async () => {
    const { tree } = await compileMarkdown(
      '```ts\nold() // [!code --]\nnew() // [!code ++]\nkeep()\n```',
      'a.md',
    )
    const html = articleHtml(tree, 'https://linzhou.dev')
    expect(html).toMatch(/<del class="line diff remove">.*old.*<\/del>/)
    expect(html).toMatch(/<ins class="line diff add">.*new.*<\/ins>/)
    expect(html).toMatch(/<span class="line">.*keep/)
  })
})

describe('buildFeeds', () => {
  const site = feedSite
  const article = (n: number) => ({
    title: `Post ${n} & more`,
    description: 'd',
    path: `/en/blog/post-${n}`,
    date: `2025-01-${String(n).padStart(2, '0')}`,
    tags: ['web'],
    body,
  })

  it('writes RSS and Atom with full content, newest first, and absolute links', () => {
    const { rss, atom } = buildFeeds(site, sampleLocales, 'en', [
      article(1),
      article(3),
      article(2),
    ])
    expect(rss).toContain('<atom:link href="https://linzhou.dev/en/rss.xml" rel="self"')
    const links = [...rss.matchAll(/<item>[\s\S]*?<link>(.*?)<\/link>/g)].map((m) => m[1])
    expect(links).toEqual([
      'https://linzhou.dev/en/blog/post-3',
      'https://linzhou.dev/en/blog/post-2',
      'https://linzhou.dev/en/blog/post-1',
    ])
    expect(rss).toContain(
      '<content:encoded><![CDATA[<p>See <a href="https://linzhou.dev/en/about">',
    )
    expect(rss).toContain('<title><![CDATA[Post 3 & more]]></title>')
    expect(atom).toContain('<link rel="self" href="https://linzhou.dev/en/atom.xml"/>')
    expect(atom).toContain('<category label="web" term="web"/>')
  })
})

describe('buildSitemap', () => {
  it('lists each page with lastmod and its hreflang alternates, escaped', () => {
    const xml = buildSitemap(
      'https://linzhou.dev',
      [
        { path: '/tags/a&b', alternates: { zh: '/tags/a&b' }, updated: '2026-01-02' },
        { path: '/en', alternates: { zh: '/', en: '/en' } },
      ],
      sampleLocales,
    )
    expect(xml).toContain('<loc>https://linzhou.dev/tags/a&#38;b</loc>')
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-CN" href="https://linzhou.dev/"/>',
    )
    expect(xml.match(/<url>/g)).toHaveLength(2)
    expect(buildRobots('https://linzhou.dev')).toContain('Sitemap: https://linzhou.dev/sitemap.xml')
  })
})
