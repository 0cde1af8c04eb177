import { describe, expect, it } from 'vitest'
import { navigationTree, type FolderConfig, type NavSource } from './navigation-tree.ts'

const page = (
  stem: string,
  date: string,
  navigation: NavSource['navigation'] = true,
): NavSource => ({
  stem,
  path: `/en/${stem}`,
  title: stem.split('/').pop()!.toUpperCase(),
  date,
  navigation,
})
const root = { title: 'Blog', path: '/en/blog', stem: 'blog' }

describe('navigationTree', () => {
  const pages = [
    page('blog/old', '2024-01-01'),
    page('blog/new', '2026-01-01'),
    page('blog/hidden', '2025-01-01', false),
    page('blog/renamed', '2025-06-01', { title: 'Short name' }),
    page('blog/notes/2025/essay', '2025-05-05'),
  ]

  it('lists articles newest first, folders after them, and leaves out navigation: false', () => {
    const [top] = navigationTree(root, pages, new Map(), '/en')
    expect(top!.children!.map((c) => c.title)).toEqual(['NEW', 'Short name', 'OLD', 'notes'])
    const notes = top!.children![3]!
    expect(notes).toMatchObject({ path: '/en/blog/notes', page: false })
    expect(notes.children![0]).toMatchObject({
      title: '2025',
      page: false,
      children: [{ title: 'ESSAY', page: true, path: '/en/blog/notes/2025/essay' }],
    })
  })

  it('takes a folder title from .navigation.yml, or hides the folder', () => {
    const titled = new Map<string, FolderConfig>([
      ['blog/notes', { title: 'Notes', navigation: true }],
    ])
    expect(navigationTree(root, pages, titled, '/en')[0]!.children![3]!.title).toBe('Notes')
    const hidden = new Map<string, FolderConfig>([['blog/notes', { navigation: false }]])
    const stems = JSON.stringify(navigationTree(root, pages, hidden, '/en'))
    expect(stems).not.toContain('essay')
  })
})
