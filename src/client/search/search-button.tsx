import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { isSearchShortcut, usePalette } from './palette-store'
import { Icon } from '../components/icon'

/** The header's search button, and the keyboard shortcut that does the same. */
export function SearchButton() {
  const { t } = useTranslation()
  const setOpen = usePalette((s) => s.setOpen)
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      setOpen(!usePalette.getState().open)
    }
    addEventListener('keydown', onKey)
    // A shortcut pressed before the app started was kept by index.html's first script.
    const root = document.documentElement
    root.dataset.searchReady = ''
    if (root.hasAttribute('data-search-asked')) {
      root.removeAttribute('data-search-asked')
      setOpen(true)
    }
    return () => removeEventListener('keydown', onKey)
  }, [setOpen])
  return (
    <button
      type="button"
      onClick={() => setOpen(true)}
      aria-label={t('ui.search')}
      aria-keyshortcuts="Meta+K Control+K"
      data-tooltip=""
      className="header-button"
    >
      <Icon name="i-lucide-search" className="text-lg" />
    </button>
  )
}
