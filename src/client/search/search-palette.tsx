import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react'
import { useTranslation } from 'react-i18next'
import { useSite } from '../site-context'
import { usePalette } from './palette-store'
import { PaletteCombobox } from './palette-combobox'
import { useSearchIndex } from './use-search'

/**
 * The search palette (SPEC §1), a chunk of its own: a dialog with a combobox over the locale's
 * search sections. The dialog unmounts its panel when it closes, so each opening starts with an
 * empty box; the index stays loaded here.
 */
export default function SearchPalette() {
  const { t } = useTranslation()
  const { locale } = useSite()
  const open = usePalette((s) => s.open)
  const setOpen = usePalette((s) => s.setOpen)
  const index = useSearchIndex(locale)
  const close = () => setOpen(false)

  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-neutral-950/50 backdrop-blur-sm" aria-hidden="true" />
      {/* A click beside the panel closes at once. Headless UI's own outside click is taken by
          the combobox inside (it closes its list first), so it would take a second click. Esc
          is the keyboard's way out. */}
      <div
        className="fixed inset-0 flex items-start justify-center p-3 pt-[10vh]"
        onClick={(event) => event.target === event.currentTarget && close()}
      >
        <DialogPanel
          // A card, solid in dark mode too: the card shortcut's translucent ground let the
          // blurred page show through the results.
          className="w-full max-w-xl rounded-lg border border-default bg-white shadow-2xl overflow-hidden dark:bg-neutral-900"
          data-testid="search-palette"
        >
          <DialogTitle className="sr-only">{t('ui.search')}</DialogTitle>
          <PaletteCombobox index={index} onClose={close} />
        </DialogPanel>
      </div>
    </Dialog>
  )
}
