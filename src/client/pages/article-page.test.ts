import { describe, expect, it, vi } from 'vitest'
import { schemaVersion } from '../../shared/artifact'
import { createQueryCollection } from '../../shared/search/query'
import { collectionName } from '../i18n/site-locales'
import { createSource } from '../../shared/source'
import { load } from './article-page'

/**
 * A compiled site of one article in both languages (or in Chinese only, `zhOnly`), its body held
 * back until released.
 */
function heldBackSite({ zhOnly = false, fallback = false } = {}) {
  const article = (path: string, title: string) => ({
    id: `${path.startsWith('/en') ? 'blogs_en' : 'blogs'}/blog/a.md`,
    stem: 'blog/a',
    path,
    title,
    description: '',
    date: '2025-01-01',
    tags: [],
    toc: [],
    minRead: 1,
    seo: {},
    bodyChunk: `body${path}.json`,
  })
  const files: Record<string, unknown> = {
    'manifest.json': {
      schemaVersion,
      contentHash: 'x',
      collections: {
        blogs: 'blogs.json',
        blogs_en: 'blogs_en.json',
        blog: 'blog.json',
        blog_en: 'blog.json',
      },
      navigation: { zh: 'navigation.zh.json', en: 'navigation.zh.json' },
      search: {},
      searchIndex: {},
      site: 'site.json',
    },
    'blogs.json': [article('/blog/a', '甲')],
    'blogs_en.json': zhOnly ? [] : [article('/en/blog/a', 'A')],
    'blog.json': [{ title: '博客', path: '/blog' }],
    'navigation.zh.json': [],
    'site.json': { outdatedAfterDays: 730, translations: { fallback, checkAfterDays: 30 } },
    'body/blog/a.json': { body: { type: 'root', children: [] }, toc: [] },
  }
  const reads: string[] = []
  let release = () => {}
  const body = new Promise<void>((resolve) => (release = resolve))
  const source = createSource(async (file) => {
    reads.push(file)
    if (file.startsWith('body/')) await body
    return structuredClone(files[file])
  })
  return { source, reads, release, queryCollection: createQueryCollection(source, collectionName) }
}

describe("the article page's loader", () => {
  it('reads everything else while the body is on its way (in dev, each read is a request)', async () => {
    const site = heldBackSite()
    const loading = load({
      locale: 'zh',
      fullPath: '/blog/a',
      params: {},
      queryCollection: site.queryCollection,
      source: site.source,
    })
    await vi.waitFor(() =>
      expect(site.reads).toEqual(
        expect.arrayContaining([
          'body/blog/a.json',
          'blogs_en.json',
          'blog.json',
          'navigation.zh.json',
          'site.json',
        ]),
      ),
    )
    site.release()
    const data = await loading
    expect(data.translations).toEqual({ en: '/en/blog/a' })
    expect(data.alternates).toEqual({ en: '/en/blog/a' })
    expect(data.article.title).toBe('甲')
    // What the footer's edit link and the outdated notice are made from.
    expect(data.source).toBe('blogs/blog/a.md')
    expect(data.outdated).toMatchObject({ from: '2027-01-01', date: expect.stringMatching(/2025/) })
  })

  it('shows an article written in Chinese only at its English address when fallback is on', async () => {
    const site = heldBackSite({ zhOnly: true, fallback: true })
    site.release()
    const load_ = (locale: string, fullPath: string) =>
      load({ locale, fullPath, params: {}, ...site })
    const data = await load_('en', '/en/blog/a')
    expect(data.article.title).toBe('甲')
    expect(data.writtenIn).toEqual({
      locale: 'zh',
      note: {
        text: 'This article has not been translated into English yet. What follows is the Chinese original.',
      },
    })
    // No translation to offer, and hreflang names only where the article is written.
    expect(data.translations).toEqual({})
    expect(data.alternates).toEqual({ zh: '/blog/a' })
    expect(data.head.alternates).toEqual({ zh: '/blog/a' })
    // The Chinese page's language switch leads to it.
    expect((await load_('zh', '/blog/a')).alternates).toEqual({ en: '/en/blog/a' })
  })

  it('leaves an untranslated article a 404 in the other language when fallback is off', async () => {
    const site = heldBackSite({ zhOnly: true })
    site.release()
    const en = load({ locale: 'en', fullPath: '/en/blog/a', params: {}, ...site })
    await expect(en).rejects.toMatchObject({ data: { message: 'Page Not Found: /en/blog/a' } })
    const zh = await load({ locale: 'zh', fullPath: '/blog/a', params: {}, ...site })
    expect(zh.alternates).toEqual({ en: '/en/blog' })
  })
})
