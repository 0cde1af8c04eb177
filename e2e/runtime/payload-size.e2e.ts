/**
 * Navigation cost does not depend on the size of the site (issue 7): with 30 and with 300
 * generated articles per language, the blog list is paginated (prev/next, in both languages) and
 * no page's payload grows — the blog list pages and an article carry a bounded slice of the
 * article list and of the navigation tree. Runs the real compiler and the real page loaders
 * (what the prerender writes as `_payload.json`) on content compiled in memory.
 */
import { describe, expect, it } from 'vitest'
import { generateArticles } from '../../test/support/corpus.ts'
import { compileContent } from '../../src/node/compile/compile.ts'
import type { Locale } from '../../src/shared/i18n/locales.ts'
import { sampleLocales } from '../../test/support/site-locales-fs.ts'
import { listPageSize } from '../../src/shared/lists/pagination.ts'
import { createQueryCollection } from '../../src/shared/search/query.ts'
import { createSource } from '../../src/shared/source.ts'
import { loadFixture } from '../../test/support/fixture-fs.ts'
import * as articlePage from '../../src/client/pages/article-page.tsx'
import * as blogList from '../../src/client/pages/blog-list-page.tsx'
import * as tagPage from '../../src/client/pages/tag-page.tsx'
import { loadI18n } from '../../src/client/i18n/i18n.ts'

const { collectionName, localeCodes } = sampleLocales

const sharedTag: Record<string, string> = { zh: '生成', en: 'Generated' }

/** The fixture with `count` generated articles in each language, and `zhOnly` more in Chinese. */
async function siteWith(count: number, tags = sharedTag, zhOnly = 0) {
  const input = await loadFixture()
  for (const [i, a] of generateArticles(count + zhOnly).entries()) {
    for (const locale of (i < count ? localeCodes : ['zh']) as Locale[]) {
      input.content.push({
        path: `content/${locale}/blog/generated/${a.slug}.md`,
        // Every generated article shares one tag, whose page grows with the site.
        bytes: new TextEncoder().encode(
          a[locale as 'zh' | 'en'].replace('\ndate:', `\ntags: [${tags[locale]}]\ndate:`),
        ),
      })
    }
  }
  const result = await compileContent(input, new Map(), { today: '2100-01-01' })
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('\n'))
  const files = result.artifact.files
  const source = createSource(async (file) => JSON.parse(files.get(file)!))
  const queryCollection = createQueryCollection(source, sampleLocales.collectionName)
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

/**
 * The site with `count` articles a language and the shared tag, compiled once for all the tests
 * that only read it: compiling 600 articles is most of this file's time.
 */
const sites = new Map<number, ReturnType<typeof siteWith>>()
function sharedSite(count: number) {
  let site = sites.get(count)
  if (!site) sites.set(count, (site = siteWith(count)))
  return site
}

describe('payloads at 30 and 300 articles per language', () => {
  it('paginate the blog list with prev and next in both languages, and stay the same size', async () => {
    await Promise.all(localeCodes.map(loadI18n))
    const small = await sharedSite(30)
    const big = await sharedSite(300)
    for (const locale of localeCodes as Locale[]) {
      const prefix = locale === 'en' ? '/en' : ''
      const first = await big.load(blogList, locale, `${prefix}/blog`)
      const second = await big.load(blogList, locale, `${prefix}/blog/page/2`, { page: '2' })
      expect((first.articles as unknown[]).length).toBe(listPageSize)
      expect(first.pagination).toMatchObject({ page: 1, pages: 31, next: `${prefix}/blog/page/2` })
      expect(second.pagination).toMatchObject({
        prev: `${prefix}/blog`,
        next: `${prefix}/blog/page/3`,
      })
      const smallFirst = await small.load(blogList, locale, `${prefix}/blog`)
      expect(bytes(first) / bytes(smallFirst)).toBeLessThan(1.15)
    }
  })

  it('paginate each tag like the blog list, and keep its pages the same size', async () => {
    await Promise.all(localeCodes.map(loadI18n))
    const small = await sharedSite(30)
    const big = await sharedSite(300)
    for (const locale of localeCodes as Locale[]) {
      const tag = sharedTag[locale]!.toLowerCase()
      const first = `${locale === 'en' ? '/en' : ''}/tags/${tag}`
      const at = (page: number) => `${first}/page/${page}`
      const one = await big.load(tagPage, locale, first, { tag })
      const two = await big.load(tagPage, locale, at(2), { tag, page: '2' })
      expect((one.articles as unknown[]).length).toBe(listPageSize)
      expect(one.pagination).toMatchObject({ page: 1, pages: 30, total: 300, next: at(2) })
      expect(two.pagination).toMatchObject({ page: 2, prev: first, next: at(3) })
      // Newest first, page after page.
      const dates = [
        ...(one.articles as { date: string }[]),
        ...(two.articles as { date: string }[]),
      ]
      expect(dates.map((a) => a.date)).toEqual(
        dates
          .map((a) => a.date)
          .sort()
          .reverse(),
      )
      // The language switch: the same tag in the other language, which the translations carry
      // at the same place (counterpartTag), at the same page.
      const other = locale === 'en' ? 'zh' : 'en'
      const there = `${other === 'en' ? '/en' : ''}/tags/${sharedTag[other]!.toLowerCase()}/page/2`
      expect(two.alternates).toEqual({ [other]: there })
      const smallOne = await small.load(tagPage, locale, first, { tag })
      expect(bytes(one) / bytes(smallOne)).toBeLessThan(1.15)
      for (const page of ['1', '31', '02'])
        await expect(
          big.load(tagPage, locale, at(Number(page)), { tag, page }),
        ).rejects.toMatchObject({
          init: { status: 404 },
        })
    }
  })

  it('find a tag whose name holds a percent sign, at its one-segment address', async () => {
    const site = await siteWith(12, { zh: '百分之百', en: '100% CSS' })
    const page = await site.load(tagPage, 'en', '/en/tags/100--css', { tag: '100--css' })
    expect(page.tag).toBe('100% CSS')
    expect(page.pagination).toMatchObject({ pages: 2, next: '/en/tags/100--css/page/2' })
    // An address typed with the sign itself (the router hands it decoded) finds it too.
    const typed = await site.load(tagPage, 'en', '/en/tags/100%-css', { tag: '100%-css' })
    expect(typed.tag).toBe('100% CSS')
  })

  it('give an article a bounded slice of the navigation tree', async () => {
    const small = await sharedSite(30)
    const big = await sharedSite(300)
    const path = (articles: Record<string, unknown>[], i: number) => String(articles[i]!.path)
    const a = await small.load(articlePage, 'en', path(small.articles, 20))
    const b = await big.load(articlePage, 'en', path(big.articles, 200))
    expect(bytes(b.tree) / bytes(a.tree)).toBeLessThan(1.3)
    expect(bytes(b) / bytes(a)).toBeLessThan(1.3)
    expect(JSON.stringify(b.tree)).toContain('"more"')
  })

  it('switch language to the same list page where the other language has it, else page 1', async () => {
    const site = await sharedSite(300)
    const count = async (locale: Locale) =>
      (await site.load(blogList, locale, locale === 'en' ? '/en/blog' : '/blog')).pagination as {
        pages: number
      }
    const { pages: enPages } = await count('en')
    const { pages: zhPages } = await count('zh')
    const last = await site.load(blogList, 'en', `/en/blog/page/${enPages}`, {
      page: String(enPages),
    })
    expect(last.alternates).toEqual({
      zh: enPages <= zhPages ? `/blog/page/${enPages}` : '/blog',
    })
    // The head's hreflang links name only a page that exists.
    expect((last.head as { alternates: object }).alternates).toEqual({
      en: `/en/blog/page/${enPages}`,
      ...(enPages <= zhPages ? { zh: `/blog/page/${enPages}` } : {}),
    })
    const second = await site.load(blogList, 'zh', '/blog/page/2', { page: '2' })
    expect(second.alternates).toEqual({ en: '/en/blog/page/2' })
  })

  it('point the language switch and hreflang of a page only the Chinese blog has elsewhere', async () => {
    const site = await siteWith(30, sharedTag, 15)
    const zh = await site.load(blogList, 'zh', '/blog/page/5', { page: '5' })
    expect(zh.pagination).toMatchObject({ page: 5, pages: 5 })
    expect(zh.alternates).toEqual({ en: '/en/blog' })
    expect((zh.head as { alternates: object }).alternates).toEqual({ zh: '/blog/page/5' })
  })

  it('refuse list pages that do not exist, and /blog/page/1 (page 1 is /blog)', async () => {
    const big = await sharedSite(30)
    for (const page of ['1', '99', 'x'])
      await expect(
        big.load(blogList, 'en', `/en/blog/page/${page}`, { page }),
      ).rejects.toMatchObject({
        init: { status: 404 },
      })
  })
})
