import { describe, expect, it } from 'vitest'
import { editUrl } from './edit-url.ts'
import { siteSchema } from '../site-schema.ts'

const site = (repository?: Record<string, string>) =>
  siteSchema(['zh', 'en']).parse({
    defaultLocale: 'zh',
    title: { zh: '林舟', en: 'Lin Zhou' },
    titleTemplate: { zh: '%s', en: '%s' },
    description: { zh: '…', en: '…' },
    baseUrl: 'https://linzhou.dev',
    email: 'hello@linzhou.dev',
    profile: { light: '/a.webp', dark: '/b.webp', alt: { zh: 'a', en: 'a' } },
    officialAccount: { name: { zh: 'a', en: 'a' }, qr: '/q.svg' },
    footer: { credits: { zh: 'a', en: 'a' } },
    ...(repository && { repository }),
  })

const article = 'blogs_en/blog/notes/2025/tooling-fatigue.md'

describe('editUrl', () => {
  it("links to the file on GitHub's edit page by default, on main", () => {
    expect(editUrl(site({ url: 'https://github.com/linzhou/linzhou.dev/' }), 'en', article)).toBe(
      'https://github.com/linzhou/linzhou.dev/edit/main/content/en/blog/notes/2025/tooling-fatigue.md',
    )
  })

  it('follows the branch and an edit pattern of another host', () => {
    const gitlab = site({
      url: 'https://gitlab.com/linzhou/site',
      branch: 'writing',
      editPattern: '{url}/-/edit/{branch}/site/{path}',
    })
    expect(editUrl(gitlab, 'zh', 'about/about.md')).toBe(
      'https://gitlab.com/linzhou/site/-/edit/writing/site/content/zh/about.md',
    )
    expect(editUrl(gitlab, 'zh', 'index/index.yml')).toMatch(/content\/zh\/index\.yml$/)
  })

  it('is undefined without a repository, or for a page with no file', () => {
    expect(editUrl(site(), 'zh', article)).toBeUndefined()
    expect(editUrl(site({ url: 'https://github.com/a/b' }), 'zh', undefined)).toBeUndefined()
  })

  it('refuses a pattern without {path}, and defaults outdatedAfterDays to 730', () => {
    expect(() => site({ url: 'https://github.com/a/b', editPattern: '{url}/edit' })).toThrow(
      /\{path\}/,
    )
    expect(site().outdatedAfterDays).toBe(730)
  })
})
