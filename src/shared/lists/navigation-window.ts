/**
 * The part of the navigation tree one article shows (issue 7: no payload may grow with the number
 * of articles). Along the way from the root to the article, each level keeps a window of `limit`
 * items around the one on the way (the first `limit` elsewhere), and what was left out is counted
 * in `more`, for a link to the full list. Folders off the way hold their own first items too, so
 * every folder opens to something (issue 32: a folder shown with nothing under it was a dead end);
 * they share `limit` × 3 items, filled level by level, and a folder past that holds only its `more`.
 */
import type { NavItem } from '../artifact.ts'

/** Items per level of an article's tree. */
export const navigationWindow = 12

/**
 * Where each path sits in a tree: the index at each level on the way to it (its first place, as a
 * search from the top finds it). Made once per tree, not searched for per article: the prerender
 * asks for every article's window, and a search per article grew with the square of the blog.
 */
const places = new WeakMap<NavItem[], Map<string, number[]>>()

function placesIn(tree: NavItem[]): Map<string, number[]> {
  let found = places.get(tree)
  if (found) return found
  found = new Map()
  const walk = (items: NavItem[], trail: number[]) =>
    items.forEach((item, i) => {
      const at = [...trail, i]
      if (!found!.has(item.path)) found!.set(item.path, at)
      if (item.children) walk(item.children, at)
    })
  walk(tree, [])
  places.set(tree, found)
  return found
}

/** A folder of the window whose children are still to be chosen, and the children it has. */
type Pending = [folder: NavItem, children: NavItem[]]

function trimLevel(
  items: NavItem[],
  trail: number[] | undefined,
  limit: number,
  pending: Pending[],
): NavItem[] {
  const at = trail?.[0] ?? -1
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(limit / 2), items.length - limit))
  const kept = items.slice(start, start + limit).map((item, i) => {
    const { children, ...rest } = item
    if (!children?.length) return rest
    if (start + i === at)
      return { ...rest, children: trimLevel(children, trail!.slice(1), limit, pending) }
    const folder: NavItem = { ...rest, children: [] }
    pending.push([folder, children])
    return folder
  })
  const left = items.length - kept.length
  return left > 0 ? [...kept, { title: '', path: '', stem: '', page: false, more: left }] : kept
}

/**
 * An article the tree leaves out (`navigation: false`) gets the way to the tree's first item: the
 * blog's own page, the root of every tree the compiler makes, so its sidebar lists the blog's
 * first articles instead of the closed root alone (an empty list on the page).
 */
export function navigationFor(tree: NavItem[], path: string, limit = navigationWindow): NavItem[] {
  const pending: Pending[] = []
  const window = trimLevel(tree, placesIn(tree).get(path) ?? [0], limit, pending)
  // Breadth first, so the folders nearest the top get their items before deeper ones.
  let budget = limit * 3
  for (let i = 0; i < pending.length; i++) {
    const [folder, children] = pending[i]!
    folder.children = trimLevel(children, undefined, Math.min(limit, budget), pending)
    budget -= folder.children.filter((item) => !item.more).length
  }
  return window
}
