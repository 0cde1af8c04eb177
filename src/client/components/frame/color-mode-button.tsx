import type { MouseEvent } from 'react'
import { useEffect } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useColorMode, type ColorMode } from '../../stores/color-mode'
import { Icon } from '../icon'

/** SPEC §4 and §9: the circular reveal lasts 600 ms. */
export const colorTransitionMs = 600

type ViewTransitionDocument = Document & {
  startViewTransition?: (update: () => void) => { ready: Promise<void> }
}

/**
 * Toggles light and dark. Where the browser has view transitions the new mode grows as a circle
 * from the click; otherwise (or with reduced motion) it switches at once.
 */
export function ColorModeButton() {
  const { t } = useTranslation()
  const mode = useColorMode((s) => s.mode)
  const setMode = useColorMode((s) => s.set)
  const sync = useColorMode((s) => s.sync)
  useEffect(sync, [sync])

  const toggle = (event: MouseEvent<HTMLButtonElement>) => {
    const next: ColorMode = mode === 'dark' ? 'light' : 'dark'
    const doc = document as ViewTransitionDocument
    const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches
    if (!doc.startViewTransition || reduced) return setMode(next)
    const { clientX: x, clientY: y } = event
    const radius = Math.hypot(Math.max(x, innerWidth - x), Math.max(y, innerHeight - y))
    const transition = doc.startViewTransition(() => flushSync(() => setMode(next)))
    void transition.ready.then(() =>
      document.documentElement.animate(
        { clipPath: [`circle(0px at ${x}px ${y}px)`, `circle(${radius}px at ${x}px ${y}px)`] },
        {
          duration: colorTransitionMs,
          easing: 'ease-in-out',
          pseudoElement: '::view-transition-new(root)',
        },
      ),
    )
  }

  const label = mode === 'dark' ? t('header.color_mode_light') : t('header.color_mode_dark')
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      data-tooltip=""
      className="header-button"
      data-color-mode={mode}
    >
      <Icon name="i-lucide-moon" className="text-lg dark:hidden" />
      <Icon name="i-lucide-sun" className="text-lg hidden dark:inline-block" />
    </button>
  )
}
