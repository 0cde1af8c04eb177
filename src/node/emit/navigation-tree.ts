/**
 * The navigation tree of the blog per locale (SPEC §3, §5): articles and the folders that hold
 * them. An item is in it unless `navigation: false`; a folder's `.navigation.yml` may hide the
 * folder or give it a title. Hiding blog/ itself leaves only the blog page, with nothing under it
 * (the blog list still lists every article). Articles are listed newest first, folders after them.
 */
import type { NavItem } from '../../shared/artifact.ts'

export interface NavSource {
  stem: string
  path: string
  title: string
  date?: string
  navigation: boolean | { title?: string }
}

export interface FolderConfig {
  title?: string
  navigation: boolean
}

export function navigationTree(
  root: { title: string; path: string; stem: string },
  pages: readonly NavSource[],
  folders: ReadonlyMap<string, FolderConfig>,
  /** URL prefix of folder paths, `''` or `/en`. */
  prefix: string,
): NavItem[] {
  const top: NavItem = { ...root, page: true, children: [] }
  const byStem = new Map<string, NavItem>([[root.stem, top]])
  const dates = new Map<NavItem, string>()

  const folder = (stem: string): NavItem | undefined => {
    const config = folders.get(stem)
    // Checked before the root too: `navigation: false` in blog/ itself empties the tree.
    if (config?.navigation === false) return undefined
    const existing = byStem.get(stem)
    if (existing) return existing
    const parent = folder(stem.slice(0, stem.lastIndexOf('/')))
    if (!parent) return undefined
    const node: NavItem = {
      title: config?.title ?? stem.split('/').pop()!,
      path: `${prefix}/${stem}`,
      stem,
      page: false,
      children: [],
    }
    parent.children!.push(node)
    byStem.set(stem, node)
    return node
  }

  for (const page of pages) {
    if (page.navigation === false) continue
    const parent = folder(page.stem.slice(0, page.stem.lastIndexOf('/')))
    if (!parent) continue
    const title = (typeof page.navigation === 'object' && page.navigation.title) || page.title
    const node: NavItem = { title, path: page.path, stem: page.stem, page: true }
    if (page.date) dates.set(node, page.date)
    parent.children!.push(node)
  }

  const sort = (node: NavItem) => {
    node.children?.sort((a, b) => {
      if (a.page !== b.page) return a.page ? -1 : 1
      return (dates.get(b) ?? '').localeCompare(dates.get(a) ?? '') || a.stem.localeCompare(b.stem)
    })
    node.children?.forEach(sort)
  }
  sort(top)
  return [top]
}
