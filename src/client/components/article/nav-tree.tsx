import { Link, NavLink, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { NavItem } from '../../../shared/artifact'
import type { TFunction } from '../../i18n/i18n'
import { Icon } from '../icon'

const holds = (item: NavItem, path: string): boolean =>
  !!item.children?.some((child) => child.path === path || holds(child, path))

interface BranchProps {
  items: NavItem[]
  all: string
  current: string
  /**
   * The tree's `t`: one `useTranslation` for the whole tree, not one per level. Each call copies
   * the i18next instance (react-i18next 17), and an article page draws the tree twice.
   */
  t: TFunction
}

function Branch({ items, all, current, t }: BranchProps) {
  const nested = (children: NavItem[]) => (
    <div className="ml-2 border-l border-default pl-2">
      <Branch items={children} all={all} current={current} t={t} />
    </div>
  )
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.path || 'more'}>
          {item.more ? (
            // The tree of a big blog is a window around the article; the rest is on the list.
            <Link to={all} className="block rounded px-2 py-1 text-muted hover:text-default">
              {t('blog.more', { count: item.more })}
            </Link>
          ) : item.page ? (
            <>
              <NavLink
                to={item.path}
                end
                className={({ isActive }) =>
                  `block rounded px-2 py-1 transition-colors ${isActive ? 'bg-primary-50 text-primary-700 dark:(bg-primary-950/60 text-primary-300) font-medium' : 'text-muted hover:text-default'}`
                }
              >
                {item.title}
              </NavLink>
              {item.children?.length ? nested(item.children) : null}
            </>
          ) : (
            <details className="nav-folder" open={holds(item, current)}>
              {/* Set apart by case and weight, not by a paler grey: slate 400 is 2.6:1 on white. */}
              <summary className="flex cursor-pointer list-none items-center gap-1 rounded px-2 pt-2 pb-1 text-xs font-semibold uppercase tracking-wider text-muted hover:text-default outline-none focus-visible:(ring-2 ring-inset ring-primary-600 dark:ring-primary-400)">
                <Icon name="i-lucide-chevron-down" className="transition-transform" />
                {item.title}
              </summary>
              {nested(item.children ?? [])}
            </details>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * The blog's navigation tree: a sidebar of an article on wide screens, a disclosure above its
 * body on narrow ones. Folders open on a click, and by themselves when they hold the article.
 */
export function NavTree({ tree, heading = true }: { tree: NavItem[]; heading?: boolean }) {
  const { t } = useTranslation()
  const current = useLocation().pathname.replace(/(.)\/$/, '$1')
  const items = tree.flatMap((root) => root.children ?? [])
  const all = tree[0]?.path ?? '/blog'
  return (
    <nav aria-label={t('blog.tree')} className="text-sm text-pretty">
      {heading && <p className="mb-3 font-semibold text-highlighted">{t('blog.tree')}</p>}
      <Branch items={items} all={all} current={current} t={t} />
    </nav>
  )
}
