import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { locales } from '../../i18n/site-locales'
import { alternatePaths } from '../../addresses/alternate-paths'
import { withBase } from '../../addresses/base-path'
import { writeLocaleCookie } from '../../i18n/locale-cookie'
import { useSite } from '../../site-context'
import { Icon } from '../icon'
import { phonesOnly } from '../../tooltips/phones-only'

/**
 * A full page load to another language (SPEC §4), remembering the choice in the locale cookie:
 * one link when the site has two languages, a menu (no script needed) when it has more.
 */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const paths = alternatePaths(useMatches(), useSite().locale)
  const others = locales.filter((l) => l.code in paths)
  const link = (l: (typeof locales)[number], className: string, label?: string) => (
    <a
      key={l.code}
      href={withBase(paths[l.code]!)}
      hrefLang={l.htmlLang}
      lang={l.htmlLang}
      aria-label={label}
      data-tooltip={label && phonesOnly}
      onClick={() => writeLocaleCookie(l.code)}
      className={className}
    >
      {others.length === 1 && <Icon name="i-lucide-languages" className="text-lg" />}
      <span className={others.length === 1 ? 'hidden sm:inline' : undefined}>{l.name}</span>
    </a>
  )
  const only = others.length === 1 ? others[0] : undefined
  if (only) {
    const label = t('header.switch_language_label', { language: only.name })
    return link(only, 'header-button gap-1 sm:px-2.5 text-sm font-medium', label)
  }
  return (
    <details className="language-menu relative">
      <summary
        aria-label={t('header.language_menu_label')}
        data-tooltip=""
        className="header-button list-none cursor-pointer"
      >
        <Icon name="i-lucide-languages" className="text-lg" />
      </summary>
      <div className="absolute right-0 top-full mt-2 min-w-36 flex flex-col rounded-lg border border-default bg-default p-1 shadow-lg">
        {others.map((l) => link(l, 'rounded-md px-3 py-1.5 text-sm hover:bg-elevated'))}
      </div>
    </details>
  )
}
