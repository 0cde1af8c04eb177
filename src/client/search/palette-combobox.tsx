import { Combobox, ComboboxInput, ComboboxOptions } from '@headlessui/react'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { navigateTo } from '../runtime/navigate-to'
import { useColorMode } from '../stores/color-mode'
import { Icon } from '../components/icon'
import { PaletteList } from './palette-list'
import type { Choice } from './palette-option'
import { useCompositionGuard } from './use-composition-guard'
import { useSearchHits, type SearchIndex } from './use-search'

/** The query and what it finds; it lives as long as the dialog's panel, one opening. */
export function PaletteCombobox({ index, onClose }: { index: SearchIndex; onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const setMode = useColorMode((s) => s.set)
  const [query, setQuery] = useState('')
  const found = useSearchHits(index, query)
  const guard = useCompositionGuard()
  const closeButton = useRef<HTMLButtonElement>(null)

  const choose = (choice: Choice | null) => {
    if (!choice) return
    onClose()
    if (choice.kind === 'mode') setMode(choice.mode)
    else navigateTo(choice.to, {}, (path) => void navigate(path))
  }

  return (
    // Never a chosen value: a choice opens a page or sets the colour mode, and the box keeps the query.
    <Combobox value={null} onChange={choose} immediate>
      <div className="flex items-center gap-2 border-b border-default pl-3 pr-2" {...guard}>
        <Icon name="i-lucide-search" className="shrink-0 text-muted" />
        <ComboboxInput
          autoFocus
          aria-label={t('ui.search')}
          placeholder={t('search.placeholder')}
          onChange={(event) => setQuery(event.target.value)}
          // When the list closes (focus on the close button), Headless UI writes the chosen
          // value's text into the box: here, what was typed.
          displayValue={() => query}
          onKeyDown={(event) => {
            // Headless UI would choose the active option on Tab (opening a page, emptying the
            // box); in a dialog, Tab only moves focus: to the close button, the box's one
            // neighbour (the options are reached with the arrow keys).
            if (event.key === 'Tab') {
              event.preventDefault()
              closeButton.current?.focus()
            }
            // The combobox keeps its list open (static) and would take Esc for itself.
            if (event.key === 'Escape') onClose()
          }}
          className="h-12 min-w-0 flex-1 bg-transparent text-default outline-none placeholder:text-neutral-400"
        />
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label={t('search.close')}
          className="btn btn-ghost shrink-0 p-2 sm:(px-1.5 py-1)"
        >
          <Icon name="i-lucide-x" className="text-lg sm:hidden" />
          <kbd className="hidden sm:inline text-xs text-muted border border-default rounded px-1.5 py-0.5">
            Esc
          </kbd>
        </button>
      </div>
      {/* Not modal: the dialog is, and a modal list would make the close button inert. */}
      <ComboboxOptions
        static
        modal={false}
        className="max-h-[60vh] overflow-y-auto px-2 pb-2 empty:hidden"
      >
        {/* Each query (and each load of the index, and its hits arriving) lists options of its
            own: the one a reader moved to goes, and Headless UI makes the first option the
            active one again. */}
        <PaletteList key={`${index.loads}:${query}:${found.status}`} found={found} query={query} />
      </ComboboxOptions>
    </Combobox>
  )
}
