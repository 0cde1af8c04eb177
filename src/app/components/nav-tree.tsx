import { Link, NavLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { NavItem } from '../../content/artifact'

function Branch({ items, all }: { items: NavItem[]; all: string }) {
  const { t } = useTranslation()
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
            <NavLink
              to={item.path}
              end
              className={({ isActive }) =>
                `block rounded px-2 py-1 transition-colors ${isActive ? 'bg-primary-50 text-primary-700 dark:(bg-primary-950/60 text-primary-300) font-medium' : 'text-muted hover:text-default'}`
              }
            >
              {item.title}
            </NavLink>
          ) : (
            // Set apart by case and weight, not by a paler grey: slate 400 is 2.6:1 on white.
            <p className="px-2 pt-2 pb-1 text-xs font-semibold uppercase tracking-wider text-muted">
              {item.title}
            </p>
          )}
          {item.children && item.children.length > 0 && (
            <div className="ml-2 border-l border-default pl-2">
              <Branch items={item.children} all={all} />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}

/** The blog's navigation tree, in the left sidebar of an article on wide screens. */
export function NavTree({ tree }: { tree: NavItem[] }) {
  const { t } = useTranslation()
  const items = tree.flatMap((root) => root.children ?? [])
  const all = tree[0]?.path ?? '/blog'
  return (
    <nav
      aria-label={t('blog.tree')}
      className="sticky top-24 max-h-[calc(100vh-8rem)] overflow-y-auto text-sm"
    >
      <p className="mb-3 font-semibold text-highlighted">{t('blog.tree')}</p>
      <Branch items={items} all={all} />
    </nav>
  )
}
