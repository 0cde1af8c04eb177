import { describe, expect, it } from 'vitest'
import { sampleLocales } from '../../../test/support/site-locales-fs.ts'
import { cardPath, feedPaths, headTags, markdownPath, type HeadInput } from './head-tags.ts'
import type { SiteConfig } from '../site-schema.ts'

const site = {
  defaultLocale: 'zh',
  title: { zh: '林舟', en: 'Lin Zhou' },
  titleTemplate: { zh: '%s · 林舟', en: '%s · Lin Zhou' },
  description: { zh: '个人网站', en: 'Personal site' },
  baseUrl: 'https://linzhou.dev',
  email: 'hello@linzhou.dev',
  available: true,
  outdatedAfterDays: 730,
  translations: { fallback: false, checkAfterDays: 30 },
  profile: { light: '/images/p.webp', dark: '/images/p.webp', alt: { zh: '头像', en: 'Me' } },
  officialAccount: { anchor: 'official-account', name: { zh: '号', en: 'Account' }, qr: '/q.svg' },
  footer: {
    credits: { zh: '', en: '' },
    colorMode: false,
    links: [
      {
        icon: 'x',
        to: 'https://github.com/linzhou',
        target: '_blank',
        ariaLabel: { zh: '', en: '' },
      },
      {
        icon: 'm',
        to: 'mailto:hello@linzhou.dev',
        target: '_blank',
        ariaLabel: { zh: '', en: '' },
      },
    ],
  },
} as SiteConfig

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  )

const article: HeadInput = {
  site,
  locales: sampleLocales,
  locale: 'en',
  path: '/en/blog/why-static-sites',
  title: 'Why static sites · Lin Zhou',
  description: 'A <b>bold</b> "claim"',
  alternates: { zh: '/blog/why-static-sites', en: '/en/blog/why-static-sites' },
  card: cardPath('/en/blog/why-static-sites'),
  head: {
    title: 'Why static sites',
    description: 'x',
    type: 'article',
    published: '2025-03-14',
    updated: '2026-01-02',
    tags: ['static', 'web'],
    trail: [{ title: 'Blog', path: '/en/blog' }],
    alternates: { zh: '/blog/why-static-sites', en: '/en/blog/why-static-sites' },
  },
}

describe('headTags', () => {
  it('gives an article its canonical URL, hreflang alternates with x-default, and feeds', () => {
    const html = headTags(article)
    expect(html).toContain(
      '<link rel="canonical" href="https://linzhou.dev/en/blog/why-static-sites" />',
    )
    expect(html).toContain('hreflang="zh-CN" href="https://linzhou.dev/blog/why-static-sites"')
    expect(html).toContain('hreflang="en" href="https://linzhou.dev/en/blog/why-static-sites"')
    expect(html).toContain('hreflang="x-default" href="https://linzhou.dev/blog/why-static-sites"')
    expect(html).toContain('type="application/rss+xml" title="Lin Zhou" href="/en/rss.xml"')
    expect(html).toContain('type="application/feed+json" title="Lin Zhou" href="/en/feed.json"')
    expect(html).toContain(
      '<link rel="alternate" type="text/markdown" href="/en/blog/why-static-sites.md" />',
    )
    expect(html).toContain(
      '<meta property="og:image" content="https://linzhou.dev/og/en/blog/why-static-sites.png" />',
    )
    expect(html).toContain('<meta property="og:locale" content="en_US" />')
    expect(html).toContain('<meta property="og:locale:alternate" content="zh_CN" />')
    expect(html).toContain('<meta property="article:tag" content="static" />')
    expect(html).toContain('content="A &lt;b&gt;bold&lt;/b&gt; &quot;claim&quot;"')
  })

  it('describes an article as BlogPosting with a breadcrumb trail, in JSON-LD that parses', () => {
    const [posting, crumbs] = jsonLd(headTags(article))
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Why static sites',
      datePublished: '2025-03-14',
      dateModified: '2026-01-02',
      inLanguage: 'en',
      url: 'https://linzhou.dev/en/blog/why-static-sites',
    })
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' })
    expect(
      (crumbs!.itemListElement as { name: string; item: string }[]).map((i) => i.item),
    ).toEqual([
      'https://linzhou.dev/en',
      'https://linzhou.dev/en/blog',
      'https://linzhou.dev/en/blog/why-static-sites',
    ])
  })

  it('gives the home page WebSite and Person, with the links of other sites as sameAs', () => {
    const html = headTags({
      ...article,
      locale: 'zh',
      path: '/',
      title: '林舟',
      head: { title: '林舟', description: '个人网站', template: false },
      alternates: { zh: '/', en: '/en' },
      card: cardPath('/'),
    })
    const types = jsonLd(html).map((j) => j['@type'])
    expect(types).toEqual(['WebSite', 'Person'])
    // Only articles have a markdown source to point to.
    expect(html).not.toContain('text/markdown')
    expect(jsonLd(html)[1]).toMatchObject({ sameAs: ['https://github.com/linzhou'] })
    expect(html).toContain('og:image" content="https://linzhou.dev/og/index.png"')
  })

  it('keeps a script-closing string inside JSON-LD harmless', () => {
    const html = headTags({ ...article, head: { ...article.head!, title: '</script><script>x' } })
    expect(html).not.toContain('</script><script>x')
    expect(jsonLd(html)[0]!.headline).toBe('</script><script>x')
  })
})

describe('paths', () => {
  it('puts feeds and cards where the head links them', () => {
    expect(feedPaths('')).toEqual({ rss: '/rss.xml', atom: '/atom.xml', json: '/feed.json' })
    expect(feedPaths('/en')).toEqual({
      rss: '/en/rss.xml',
      atom: '/en/atom.xml',
      json: '/en/feed.json',
    })
    expect(markdownPath('/en/blog/notes/x')).toBe('/en/blog/notes/x.md')
    expect(cardPath('/en')).toBe('/og/en.png')
    expect(cardPath('/blog/notes/x')).toBe('/og/blog/notes/x.png')
  })
})
