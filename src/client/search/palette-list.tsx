import { useTranslation } from 'react-i18next'
import { localizePath } from '../i18n/site-locales'
import { navigation } from '../components/frame/app-header'
import { useSite } from '../site-context'
import { PaletteGroup } from './palette-group'
import { PaletteHit } from './palette-hit'
import { PaletteOption } from './palette-option'
import type { SearchState } from './use-search'

/**
 * What a query finds: sections of the index, then the pages and colour modes whose names hold it.
 * An empty query lists the pages and the colour modes, as a first opening does.
 */
export function PaletteList({ found, query }: { found: SearchState; query: string }) {
  const { t } = useTranslation()
  const { locale } = useSite()
  const needle = query.trim().toLowerCase()
  const links = navigation.filter((item) => !needle || t(item.key).toLowerCase().includes(needle))
  const modes = (['light', 'dark'] as const).filter(
    (mode) => !needle || t(`search.mode.${mode}`).toLowerCase().includes(needle),
  )

  return (
    <>
      {/* Only a query waits for the index: the pages and modes below need none. */}
      {found.status === 'pending' && needle && (
        <p className="px-3 py-4 text-sm text-muted">{t('common.loading')}</p>
      )}
      {found.status === 'error' && (
        <p role="alert" className="px-3 py-4 text-sm text-red-600 dark:text-red-400">
          {t('search.error')}
        </p>
      )}
      {found.status === 'success' && found.hits.length === 0 && (
        <p className="px-3 py-4 text-sm text-muted">
          {t('search.no_results', { query: query.trim() })}
        </p>
      )}
      {found.status === 'success' && found.hits.length > 0 && (
        <PaletteGroup label={t('search.group.results')}>
          {found.hits.map((hit) => (
            <PaletteHit key={hit.section.id} hit={hit} />
          ))}
        </PaletteGroup>
      )}
      {links.length > 0 && (
        <PaletteGroup label={t('search.group.links')}>
          {links.map((item) => (
            <PaletteOption
              key={item.key}
              value={{ kind: 'go', to: localizePath(item.path, locale) }}
              icon={item.icon}
            >
              {t(item.key)}
            </PaletteOption>
          ))}
        </PaletteGroup>
      )}
      {modes.length > 0 && (
        <PaletteGroup label={t('search.group.theme')}>
          {modes.map((mode) => (
            <PaletteOption
              key={mode}
              value={{ kind: 'mode', mode }}
              icon={mode === 'dark' ? 'i-lucide-moon' : 'i-lucide-sun'}
            >
              {t(`search.mode.${mode}`)}
            </PaletteOption>
          ))}
        </PaletteGroup>
      )}
    </>
  )
}
