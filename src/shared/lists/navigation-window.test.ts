import { describe, expect, it } from 'vitest'
import type { NavItem } from '../artifact.ts'
import { navigationFor } from './navigation-window.ts'

const page = (path: string): NavItem => ({ title: path, path, stem: path.slice(1), page: true })
const folder = (path: string, children: NavItem[]): NavItem => ({
  title: path,
  path,
  stem: path.slice(1),
  page: false,
  children,
})

// A blog of 30 articles at the top and a folder of 20 with a subfolder of 15.
const tree: NavItem[] = [
  ...Array.from({ length: 30 }, (_, i) => page(`/blog/a${i}`)),
  folder('/blog/notes', [
    ...Array.from({ length: 20 }, (_, i) => page(`/blog/notes/n${i}`)),
    folder(
      '/blog/notes/deep',
      Array.from({ length: 15 }, (_, i) => page(`/blog/notes/deep/d${i}`)),
    ),
  ]),
]

const titles = (items: NavItem[]) => items.map((i) => (i.more ? `+${i.more}` : i.title))

describe('navigationFor', () => {
  it('gives an article left out of the tree the blog’s first items, not the closed root', () => {
    const blog: NavItem = { ...page('/blog'), children: tree }
    const [root] = navigationFor([blog], '/blog/hidden-article')
    expect(titles(root!.children!)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `/blog/a${i}`),
      '+19',
    ])
  })

  it('keeps a window of twelve around the article and counts the rest', () => {
    const window = navigationFor(tree, '/blog/a20')
    expect(titles(window)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `/blog/a${14 + i}`),
      '+19',
    ])
  })

  it('opens only the folders on the way to a deep article, windowed at each level', () => {
    const window = navigationFor(tree, '/blog/notes/deep/d14')
    const notes = window.find((i) => i.path === '/blog/notes')!
    expect(window.filter((i) => i.children)).toEqual([notes])
    expect(titles(notes.children!)).toEqual([
      ...Array.from({ length: 11 }, (_, i) => `/blog/notes/n${9 + i}`),
      '/blog/notes/deep',
      '+9',
    ])
    const deep = notes.children!.find((i) => i.path === '/blog/notes/deep')!
    expect(titles(deep.children!)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `/blog/notes/deep/d${3 + i}`),
      '+3',
    ])
  })

  it('shows the first items, folders closed, for a path not in the tree', () => {
    const window = navigationFor(tree, '/blog/missing')
    expect(titles(window)).toEqual([...Array.from({ length: 12 }, (_, i) => `/blog/a${i}`), '+19'])
    expect(window.some((i) => i.children)).toBe(false)
  })

  it('opens every folder off the way to its first items, folders within folders too', () => {
    const sample = [
      page('/blog/a'),
      folder('/blog/notes', [folder('/blog/notes/2025', [page('/blog/notes/2025/essay')])]),
    ]
    const [, notes] = navigationFor(sample, '/blog/a')
    expect(notes!.children![0]!.children).toEqual([page('/blog/notes/2025/essay')])
    const window = navigationFor(tree, '/blog/a29')
    const closed = window.find((i) => i.path === '/blog/notes')!
    expect(titles(closed.children!)).toEqual([
      ...Array.from({ length: 12 }, (_, i) => `/blog/notes/n${i}`),
      '+9',
    ])
  })

  it('shares three windows of items among the folders off the way, nearest the top first', () => {
    const folders = Array.from({ length: 5 }, (_, f) =>
      folder(`/blog/f${f}`, [
        folder(`/blog/f${f}/sub`, [page(`/blog/f${f}/sub/s`)]),
        ...Array.from({ length: 20 }, (_, i) => page(`/blog/f${f}/p${i}`)),
      ]),
    )
    const window = navigationFor([page('/blog/a'), ...folders], '/blog/a')
    const counts = window.slice(1).map((f) => titles(f.children!))
    expect(counts.map((items) => items.length)).toEqual([13, 13, 13, 1, 1])
    expect(counts.slice(3)).toEqual([['+21'], ['+21']])
    // The subfolders come after the folders of the top level, when nothing is left for them.
    expect(window[1]!.children![0]!.children).toEqual([
      { title: '', path: '', stem: '', page: false, more: 1 },
    ])
  })

  it('gives the same window when asked again for the same tree', () => {
    expect(navigationFor(tree, '/blog/notes/n3')).toEqual(navigationFor(tree, '/blog/notes/n3'))
  })
})
