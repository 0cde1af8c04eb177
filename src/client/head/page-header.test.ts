import { describe, expect, it } from 'vitest'
import { schemaVersion } from '../../shared/artifact'
import { createQueryCollection } from '../../shared/search/query'
import { createSource } from '../../shared/source'
import { loadPageHeader } from './page-header'
import { collectionName } from '../i18n/site-locales'

/** A compiled site whose English blog page is a translation its Chinese original moved on from. */
function site() {
  const page = (path: string, title: string, extra = {}) => ({
    id: `blog/blog.yml`,
    stem: 'blog',
    path,
    title,
    description: '',
    links: [],
    seo: {},
    ...extra,
  })
  const files: Record<string, unknown> = {
    'manifest.json': {
      schemaVersion,
      contentHash: 'x',
      collections: { blog: 'blog.json', blog_en: 'blog_en.json' },
      navigation: {},
      search: {},
      site: 'site.json',
    },
    'blog.json': [page('/blog', '博客')],
    'blog_en.json': [
      page('/en/blog', 'Blog', {
        translationBehind: {
          href: '/blog#x',
          hrefLang: 'zh-CN',
          language: 'Chinese',
          updated: '2026-03-04',
        },
      }),
    ],
  }
  const source = createSource(async (file) => structuredClone(files[file]))
  return createQueryCollection(source, collectionName)
}

describe('loadPageHeader', () => {
  it('tells a translation behind its original, in the reader’s language, and is quiet on the original', async () => {
    const queryCollection = site()
    const en = await loadPageHeader(queryCollection, 'blog', 'en')
    expect(en.lag).toEqual({
      text: 'The Chinese original was updated on March 4, 2026, and this translation has not caught up yet.',
      link: { href: '/blog#x', hrefLang: 'zh-CN', text: 'See what changed in the original' },
    })
    expect((await loadPageHeader(queryCollection, 'blog', 'zh')).lag).toBeUndefined()
  })
})
