import { NavLink, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { localizePath } from '../../i18n/site-locales'
import { useSite } from '../../site-context'
import { ColorModeButton } from './color-mode-button'
import { SearchButton } from '../../search/search-button'
import { LanguageSwitch } from './language-switch'
import { Icon } from '../icon'
import { phonesOnly } from '../../tooltips/phones-only'

/**
 * Main navigation, in order (SPEC §2), with the icons home, folder, file-text, mic and user. A link
 * is current on its pages and below them, and the blog's also on the tag pages (`/tags/…`), which
 * list its articles.
 */
export const navigation = [
  { key: 'home.name', path: '/', icon: 'i-lucide-house' },
  { key: 'project.name', path: '/project', icon: 'i-lucide-folder' },
  { key: 'blog.name', path: '/blog', icon: 'i-lucide-file-text', also: '/tags/' },
  { key: 'space.name', path: '/space', icon: 'i-lucide-mic' },
  { key: 'about.name', path: '/about', icon: 'i-lucide-user' },
] as const

/** The fixed, centred, pill-shaped header. */
export function AppHeader() {
  const { t } = useTranslation()
  const { locale } = useSite()
  const { pathname } = useLocation()
  return (
    <header className="header-bar">
      <div className="header-pill">
        <nav aria-label={t('nav.label')} className="header-nav">
          <ul className="flex items-center">
            {navigation.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={localizePath(item.path, locale)}
                  end={item.path === '/'}
                  className={({ isActive }) =>
                    isActive ||
                    ('also' in item && pathname.startsWith(localizePath(item.also, locale)))
                      ? 'nav-link nav-link-active'
                      : 'nav-link'
                  }
                  data-tooltip={phonesOnly}
                >
                  <Icon name={item.icon} className="text-base sm:hidden" />
                  <span className="max-sm:sr-only">{t(item.key)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <span aria-hidden="true" className="header-divider" />
        <SearchButton />
        <LanguageSwitch />
        <ColorModeButton />
      </div>
    </header>
  )
}
