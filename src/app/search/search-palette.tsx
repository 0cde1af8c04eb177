import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { navigateTo } from '../runtime/navigate-to'
import { localizePath } from '../../content/locales'
import { highlight } from '../../content/search-snippet'
import { navigation } from '../components/app-header'
import { useSite } from '../site-context'
import { useColorMode } from '../stores/color-mode'
import { usePalette } from './palette-store'
import { useSearch } from './use-search'
import { Icon } from '../components/icon'

type Choice = { kind: 'go'; to: string } | { kind: 'mode'; mode: 'light' | 'dark' }

function Group({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="presentation" className="py-2">
      <p
        role="presentation"
        className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-muted"
      >
        {label}
      </p>
      {children}
    </div>
  )
}

function Option({ value, icon, children }: { value: Choice; icon: string; children: ReactNode }) {
  return (
    <ComboboxOption
      value={value}
      className="group flex cursor-pointer items-start gap-3 rounded-md px-3 py-2 data-[focus]:bg-primary-50 dark:data-[focus]:bg-primary-950/60"
    >
      <Icon name={icon} className="mt-0.5 text-muted group-data-[focus]:text-primary-500" />
      <span className="min-w-0 flex-1">{children}</span>
    </ComboboxOption>
  )
}

/** The search palette (SPEC §1): a dialog with a combobox over the locale's search sections. */
export default function SearchPalette() {
  const { t } = useTranslation()
  const { locale } = useSite()
  const navigate = useNavigate()
  const open = usePalette((s) => s.open)
  const setOpen = usePalette((s) => s.setOpen)
  const setMode = useColorMode((s) => s.set)
  const [query, setQuery] = useState('')
  const search = useSearch(locale, query)

  const needle = query.trim().toLowerCase()
  const links = navigation.filter((item) => !needle || t(item.key).toLowerCase().includes(needle))
  const modes = (['light', 'dark'] as const).filter(
    (mode) => !needle || t(`search.mode.${mode}`).toLowerCase().includes(needle),
  )

  const choose = (choice: Choice | null) => {
    if (!choice) return
    setOpen(false)
    setQuery('')
    if (choice.kind === 'mode') setMode(choice.mode)
    else navigateTo(choice.to, {}, (path) => void navigate(path))
  }

  return (
    <Dialog open={open} onClose={() => setOpen(false)} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-neutral-950/50 backdrop-blur-sm" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-3 pt-[10vh]">
        <DialogPanel
          className="card w-full max-w-xl shadow-2xl overflow-hidden"
          data-testid="search-palette"
        >
          <DialogTitle className="sr-only">{t('ui.search')}</DialogTitle>
          <Combobox onChange={choose} immediate>
            <div className="flex items-center gap-2 border-b border-default px-3">
              <Icon name="i-lucide-search" className="text-muted" />
              <ComboboxInput
                autoFocus
                aria-label={t('ui.search')}
                placeholder={t('search.placeholder')}
                onChange={(event) => setQuery(event.target.value)}
                // The combobox keeps its list open (static) and would take Esc for itself.
                onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
                className="h-12 w-full bg-transparent text-default outline-none placeholder:text-neutral-400"
              />
              <kbd className="hidden sm:inline text-xs text-muted border border-default rounded px-1.5 py-0.5">
                Esc
              </kbd>
            </div>
            <ComboboxOptions static className="max-h-[60vh] overflow-y-auto px-2 pb-2 empty:hidden">
              {search.status === 'pending' && needle && (
                <p className="px-3 py-4 text-sm text-muted">{t('common.loading')}</p>
              )}
              {search.status === 'error' && (
                <p role="alert" className="px-3 py-4 text-sm text-red-600 dark:text-red-400">
                  {t('search.error')}
                </p>
              )}
              {search.status === 'success' && search.hits.length === 0 && (
                <p className="px-3 py-4 text-sm text-muted">
                  {t('search.no_results', { query: query.trim() })}
                </p>
              )}
              {search.status === 'success' && search.hits.length > 0 && (
                <Group label={t('search.group.results')}>
                  {search.hits.map(({ section, terms }) => (
                    <Option
                      key={section.id}
                      value={{ kind: 'go', to: section.id }}
                      icon={section.level === 1 ? 'i-lucide-file-text' : 'i-lucide-hash'}
                    >
                      <span className="block text-xs text-muted truncate">
                        {section.titles.join(' › ')}
                      </span>
                      <span className="block font-medium text-highlighted">{section.title}</span>
                      <span className="block text-sm text-muted line-clamp-2">
                        {highlight(section.content, terms).map((piece, i) =>
                          piece.match ? (
                            <mark
                              key={i}
                              className="bg-primary-100 text-primary-900 dark:(bg-primary-900 text-primary-100) rounded-sm"
                            >
                              {piece.text}
                            </mark>
                          ) : (
                            piece.text
                          ),
                        )}
                      </span>
                    </Option>
                  ))}
                </Group>
              )}
              {links.length > 0 && (
                <Group label={t('search.group.links')}>
                  {links.map((item) => (
                    <Option
                      key={item.key}
                      value={{ kind: 'go', to: localizePath(item.path, locale) }}
                      icon={item.icon}
                    >
                      {t(item.key)}
                    </Option>
                  ))}
                </Group>
              )}
              {modes.length > 0 && (
                <Group label={t('search.group.theme')}>
                  {modes.map((mode) => (
                    <Option
                      key={mode}
                      value={{ kind: 'mode', mode }}
                      icon={mode === 'dark' ? 'i-lucide-moon' : 'i-lucide-sun'}
                    >
                      {t(`search.mode.${mode}`)}
                    </Option>
                  ))}
                </Group>
              )}
            </ComboboxOptions>
          </Combobox>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
