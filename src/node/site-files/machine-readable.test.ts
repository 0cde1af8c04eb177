import type { Root } from 'hast'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { articleMarkdown } from './article-markdown.ts'
import { buildFeeds, jsonFeed11 } from './feeds.ts'
import { headersForPath, parseHeadersFile } from '../../../scripts/serve-static.ts'
import { buildHeadersFile, hostRules } from './host/host-headers.ts'
import { buildLlmsFull, buildLlmsTxt } from './llms-txt.ts'
import { buildNginxConf } from './host/nginx-conf.ts'
import { sampleLocales } from '../../../test/support/site-locales-fs.ts'
import { feedSite } from '../../../test/support/feed-site.ts'

/** An article's body as the compile hands it over: its source after the front matter. */
const written = `正文第一段。

## 小标题

:::tip
一个提示。
:::
`

describe('articleMarkdown', () => {
  it('keeps the body as written under a front matter of its own', () => {
    const md = articleMarkdown(written, {
      title: '网页中文排版: 几个细节',
      description: '一句话。',
      date: '2024-06-09',
      updated: '2026-01-02',
      lang: 'zh-CN',
      canonical: 'https://linzhou.dev/blog/x',
    })
    const [, header, body] = md.split(/^---\n/m)
    expect(parse(header!)).toEqual({
      title: '网页中文排版: 几个细节',
      description: '一句话。',
      date: '2024-06-09',
      updated: '2026-01-02',
      lang: 'zh-CN',
      canonical: 'https://linzhou.dev/blog/x',
    })
    expect(body).toBe('\n正文第一段。\n\n## 小标题\n\n:::tip\n一个提示。\n:::\n')
    expect(md).not.toContain('series')
  })
})

describe('buildLlmsTxt', () => {
  const text = buildLlmsTxt({
    name: '林舟',
    summary: '杭州的前端工程师。\n写排版。',
    sections: [
      {
        heading: '博客',
        links: [
          { title: 'A [draft] title', url: 'https://x.dev/blog/a (1).md', description: 'one\ntwo' },
        ],
      },
      { heading: 'Empty', links: [] },
      { heading: 'Optional', links: [{ title: 'English', url: 'https://x.dev/en/llms.txt' }] },
    ],
  })

  it('has the llmstxt.org shape: H1, blockquote, H2 sections of one-line links', () => {
    expect(text).toBe(
      [
        '# 林舟',
        '',
        '> 杭州的前端工程师。 写排版。',
        '',
        '## 博客',
        '',
        '- [A \\[draft\\] title](https://x.dev/blog/a%20%281%29.md): one two',
        '',
        '## Optional',
        '',
        '- [English](https://x.dev/en/llms.txt)',
        '',
      ].join('\n'),
    )
  })
})

describe('buildLlmsFull', () => {
  it('puts every article in full under its title and URL, newest first', () => {
    const text = buildLlmsFull({ name: 'Lin Zhou', summary: 'Notes.' }, [
      { title: 'Old', url: 'https://x.dev/en/blog/old', date: '2024-01-01', body: 'Old body.\n' },
      {
        title: 'New',
        url: 'https://x.dev/en/blog/new',
        date: '2025-01-01',
        body: '## Part\n\nNew.',
      },
    ])
    expect(text.indexOf('# New')).toBeLessThan(text.indexOf('# Old'))
    expect(text).toContain(
      '# New\n\nURL: https://x.dev/en/blog/new\nDate: 2025-01-01\n\n## Part\n\nNew.\n',
    )
    expect(text.startsWith('# Lin Zhou\n\n> Notes.\n')).toBe(true)
  })
})

describe('JSON Feed', () => {
  const site = feedSite
  const body: Root = { type: 'root', children: [{ type: 'text', value: '正文' }] }
  const article = (n: number) => ({
    title: `文章 ${n}`,
    description: 'd',
    path: `/blog/post-${n}`,
    date: `2025-01-0${n}`,
    tags: ['排版'],
    author: { name: '林舟', to: '/about' },
    body,
  })

  it('is version 1.1 with the language, authors lists and the RSS items in the same order', () => {
    const { json, rss } = buildFeeds(site, sampleLocales, 'zh', [
      article(1),
      article(3),
      article(2),
    ])
    const feed = JSON.parse(json)
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1')
    expect(feed.language).toBe('zh-CN')
    expect(feed.feed_url).toBe('https://linzhou.dev/feed.json')
    expect(feed.authors).toEqual([{ name: '林舟', url: 'https://linzhou.dev/' }])
    expect(feed.author).toBeUndefined()
    const rssLinks = [...rss.matchAll(/<item>[\s\S]*?<link>(.*?)<\/link>/g)].map((m) => m[1])
    expect(feed.items.map((i: { url: string }) => i.url)).toEqual(rssLinks)
    expect(feed.items[0]).toMatchObject({
      id: 'https://linzhou.dev/blog/post-3',
      title: '文章 3',
      content_html: '正文',
      date_published: '2025-01-03T00:00:00.000Z',
      tags: ['排版'],
      authors: [{ name: '林舟', url: 'https://linzhou.dev/about' }],
    })
    expect(feed.items[0].author).toBeUndefined()
  })

  it('upgrades a feed without authors without inventing any', () => {
    const feed = JSON.parse(jsonFeed11('{"version":"1","title":"t","items":[{"id":"a"}]}', 'en'))
    expect(feed).toEqual({
      version: 'https://jsonfeed.org/version/1.1',
      title: 't',
      language: 'en',
      items: [{ id: 'a' }],
    })
  })
})

describe('content types of the copies', () => {
  it('go into _headers by path, read back as the static server reads them', () => {
    const rules = hostRules({
      csp: "default-src 'self'",
      base: '/portfolio/',
      contentTypes: { '/en/feed.json': 'application/feed+json' },
    })
    const read = parseHeadersFile(buildHeadersFile(rules))
    expect(headersForPath(read, '/portfolio/en/feed.json')['Content-Type']).toBe(
      'application/feed+json',
    )
    expect(headersForPath(read, '/portfolio/feed.json')['Content-Type']).toBeUndefined()
  })

  it('are set by nginx for .md and feed.json inside every page location', () => {
    const conf = buildNginxConf({ csp: "default-src 'self'", base: '/', notFoundFolders: ['/en'] })
    expect(
      conf.match(/location ~ \\\.md\$ \{\n\s+types \{ \}\n\s+default_type "text\/markdown";/g),
    ).toHaveLength(2)
    expect(conf.match(/default_type "application\/feed\+json";/g)).toHaveLength(2)
    expect(conf).toMatch(/charset_types [^;]*text\/markdown/)
  })
})
