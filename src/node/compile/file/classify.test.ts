import { describe, expect, it } from 'vitest'
import { sampleLocales } from '../../../../test/support/site-locales-fs.ts'
import { classify as classifyIn } from './classify.ts'

const classify = (rel: string) => classifyIn(rel, sampleLocales)

describe('classify', () => {
  it('maps the single pages of each locale to their collections and routes', () => {
    expect(classify('zh/index.yml')).toMatchObject({
      kind: 'item',
      base: 'index',
      locale: 'zh',
      path: '/',
    })
    expect(classify('en/index.yml')).toMatchObject({ base: 'index', locale: 'en', path: '/en' })
    expect(classify('en/about.md')).toMatchObject({
      base: 'about',
      path: '/en/about',
      extension: 'md',
    })
    expect(classify('zh/space.yml')).toMatchObject({ base: 'space', path: '/space' })
  })
  it('gives articles a catch-all path over nested folders', () => {
    expect(classify('en/blog/notes/2025/on-writing.md')).toMatchObject({
      base: 'blogs',
      stem: 'blog/notes/2025/on-writing',
      path: '/en/blog/notes/2025/on-writing',
    })
    expect(classify('zh/blog/guide/index.md')).toMatchObject({ path: '/blog/guide' })
  })
  it('keeps data collections without a route', () => {
    expect(classify('zh/projects/inkwell.yml')).toMatchObject({ base: 'projects', path: undefined })
    expect(classify('en/info/contact.yml')).toMatchObject({ base: 'info', path: undefined })
  })
  it('recognises folder navigation files and the site configuration', () => {
    expect(classify('zh/blog/notes/.navigation.yml')).toEqual({
      kind: 'folder-navigation',
      locale: 'zh',
      folder: 'blog/notes',
    })
    expect(classify('site.yml')).toEqual({ kind: 'site' })
  })
  it('explains files that belong nowhere', () => {
    expect(classify('fr/index.yml')).toMatchObject({
      kind: 'unknown',
      reason: expect.stringContaining('content/zh/'),
    })
    expect(classify('zh/blog/cover.png')).toMatchObject({
      kind: 'unknown',
      reason: expect.stringContaining('public/images'),
    })
    expect(classify('zh/misc/page.md')).toMatchObject({ kind: 'unknown' })
    // Names every JavaScript object has are not single pages.
    expect(classify('zh/constructor.md')).toMatchObject({ kind: 'unknown' })
    expect(classify('en/toString.yml')).toMatchObject({ kind: 'unknown' })
  })
})
