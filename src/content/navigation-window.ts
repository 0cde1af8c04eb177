/**
 * The part of the navigation tree one article shows (issue 7: no payload may grow with the number
 * of articles). Along the way from the root to the article, each level keeps a window of `limit`
 * items around the one on the way (the first `limit` elsewhere), other folders stay as closed
 * labels, and what was left out is counted in `more`, for a link to the full list.
 */
import type { NavItem } from './artifact.ts'

/** Items per level of an article's tree. */
export const navigationWindow = 12

function contains(item: NavItem, path: string): boolean {
  return item.path === path || (item.children ?? []).some((child) => contains(child, path))
}

function trimLevel(items: NavItem[], path: string, limit: number): NavItem[] {
  const at = items.findIndex((item) => contains(item, path))
  const start = at < 0 ? 0 : Math.max(0, Math.min(at - Math.floor(limit / 2), items.length - limit))
  const kept = items.slice(start, start + limit).map((item, i) => {
    const { children, ...rest } = item
    if (!children?.length) return rest
    // Only the branch on the way to the article stays open.
    return start + i === at ? { ...rest, children: trimLevel(children, path, limit) } : rest
  })
  const left = items.length - kept.length
  return left > 0 ? [...kept, { title: '', path: '', stem: '', page: false, more: left }] : kept
}

export function navigationFor(tree: NavItem[], path: string, limit = navigationWindow): NavItem[] {
  return trimLevel(tree, path, limit)
}
