import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { I18nextProvider } from 'react-i18next'
import { getI18n, loadI18n } from '../../i18n/i18n'
import { ArticleList, type ArticleSummary } from './article-list'

const article = (slug: string, image?: string): ArticleSummary => ({
  title: slug,
  description: `About ${slug}`,
  date: '2026-07-19',
  path: `/en/blog/${slug}`,
  dateText: 'July 19, 2026',
  minRead: 3,
  image,
})

/** The `loading` of each image the list renders, in order. */
function loading(articles: ArticleSummary[]): string[] {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <I18nextProvider i18n={getI18n('en')}>
            <ArticleList articles={articles} eagerFirst />
          </I18nextProvider>
        ),
      },
    ],
    { initialEntries: ['/en/blog'] },
  )
  const html = renderToString(<RouterProvider router={router} />)
  return [...html.matchAll(/<img[^>]*\bloading="(\w+)"/g)].map((m) => m[1]!)
}

describe('ArticleList', () => {
  beforeAll(() => loadI18n('en'))

  it('loads the first cover shown at once, even when the newest article has none', () => {
    expect(loading([article('a', '/a.webp'), article('b', '/b.webp')])).toEqual(['eager', 'lazy'])
    expect(loading([article('a'), article('b', '/b.webp'), article('c', '/c.webp')])).toEqual([
      'eager',
      'lazy',
    ])
  })
})
