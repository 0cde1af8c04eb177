/**
 * Navigation cost does not depend on the size of the site (issue 7): with 30 and with 300
 * generated articles per language, the blog list is paginated (prev/next, in both languages) and
 * no page's payload grows — the blog list pages and an article carry a bounded slice of the
 * article list and of the navigation tree. Runs the real compiler and the real page loaders
 * (what the prerender writes as `_payload.json`) on content compiled in memory.
 */
import { describe, expect, it } from 'vitest'
import { generateArticles } from '../bench/corpus'
import { compileContent } from '../src/build/compile'
import { collectionName, localeCodes, type Locale } from '../src/content/locales'
import { blogPageSize } from '../src/content/pagination'
import { createQueryCollection } from '../src/content/query'
import { createSource } from '../src/content/source'
import { loadFixture } from '../test/support/fixture-fs'
import * as articlePage from '../src/app/pages/article-page'
import * as blogList from '../src/app/pages/blog-list-page'
import { loadI18n } from '../src/app/i18n'

async function siteWith(count: number) {
  const input = await loadFixture()
  for (const a of generateArticles(count)) {
    for (const locale of localeCodes as Locale[]) {
      input.content.push({
        path: `content/${locale}/blog/generated/${a.slug}.md`,
        bytes: new TextEncoder().encode(a[locale as 'zh' | 'en']),
      })
    }
  }
  const result = await compileContent(input, new Map(), { today: '2100-01-01' })
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'))
  const files = result.artifact.files
  const source = createSource(async (file) => JSON.parse(files.get(file)!))
  const queryCollection = createQueryCollection(source)
  const load = async (
    module: { load: (c: never) => Promise<unknown> },
    locale: Locale,
    fullPath: string,
    params: Record<string, string> = {},
  ) =>
    module.load({ locale, fullPath, params, queryCollection, source } as never) as Promise<
      Record<string, unknown>
    >
  const articles = await source.index(collectionName('blogs', 'en'))
  return { load, articles }
}

const bytes = (value: unknown) => JSON.stringify(value).length

describe('payloads at 30 and 300 articles per language', () => {
  it('paginate the blog list with prev and next in both languages, and stay the same size', async () => {
    await Promise.all(localeCodes.map(loadI18n))
    const small = await siteWith(30)
    const big = await siteWith(300)
    for (const locale of localeCodes as Locale[]) {
      const prefix = locale === 'en' ? '/en' : ''
      const first = await big.load(blogList, locale, `${prefix}/blog`)
      const second = await big.load(blogList, locale, `${prefix}/blog/page/2`, { page: '2' })
      expect((first.articles as unknown[]).length).toBe(blogPageSize)
      expect(first.pagination).toMatchObject({ page: 1, pages: 31, next: `${prefix}/blog/page/2` })
      expect(second.pagination).toMatchObject({
        prev: `${prefix}/blog`,
        next: `${prefix}/blog/page/3`,
      })
      const smallFirst = await small.load(blogList, locale, `${prefix}/blog`)
      expect(bytes(first) / bytes(smallFirst)).toBeLessThan(1.15)
    }
  })

  it('give an article a bounded slice of the navigation tree', async () => {
    const small = await siteWith(30)
    const big = await siteWith(300)
    const path = (articles: Record<string, unknown>[], i: number) => String(articles[i]!.path)
    const a = await small.load(articlePage, 'en', path(small.articles, 20))
    const b = await big.load(articlePage, 'en', path(big.articles, 200))
    expect(bytes(b.tree) / bytes(a.tree)).toBeLessThan(1.3)
    expect(bytes(b) / bytes(a)).toBeLessThan(1.3)
    expect(JSON.stringify(b.tree)).toContain('"more"')
  })

  it('refuse list pages that do not exist, and /blog/page/1 (page 1 is /blog)', async () => {
    const big = await siteWith(30)
    for (const page of ['1', '99', 'x'])
      await expect(
        big.load(blogList, 'en', `/en/blog/page/${page}`, { page }),
      ).rejects.toMatchObject({
        init: { status: 404 },
      })
  })
})
