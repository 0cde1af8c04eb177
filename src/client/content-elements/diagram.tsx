import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useColorMode } from '../stores/color-mode'
import type { Drawn } from './draw-diagram'
import { scrollEdges } from './scroll-edges'

/** A column narrower than this (px) gets a sideways flowchart drawn upright (draw-diagram.ts). */
const narrowBelow = 480

/**
 * A Mermaid diagram drawn over its prerendered source, again when the colour mode changes. The
 * source stays in the page (hidden once drawn) and is what a reader without scripts sees; a
 * diagram that does not parse keeps it in view, under the parser's message.
 */
export function Diagram({ children }: { children?: ReactNode }) {
  const { t } = useTranslation()
  const mode = useColorMode((s) => s.mode)
  const box = useRef<HTMLElement>(null)
  const [drawn, setDrawn] = useState<Drawn & { dark: boolean }>()
  useEffect(() => {
    const dark = document.documentElement.classList.contains('dark')
    if (drawn?.dark === dark) return
    const source = box.current?.querySelector('pre')?.textContent ?? ''
    const narrow = (box.current?.clientWidth ?? Infinity) < narrowBelow
    let live = true
    void import('./draw-diagram')
      .then(({ drawDiagram }) => drawDiagram(source, dark, narrow))
      .then((result) => live && setDrawn({ ...result, dark }))
    return () => {
      live = false
    }
  }, [mode, drawn?.dark])
  const svg = drawn && 'svg' in drawn ? drawn.svg : undefined
  useEffect(() => {
    // On a phone a wide diagram keeps three quarters of its size and scrolls sideways, rather
    // than shrinking until its labels cannot be read.
    const drawing = box.current?.querySelector<SVGSVGElement>('.diagram-svg svg')
    const width = drawing?.viewBox.baseVal?.width
    if (!drawing || !width) return
    drawing.style.minWidth = `${Math.round(width * 0.75)}px`
    // The box's fades follow its new scroll width (scroll-edges.ts).
    drawing.parentElement?.dispatchEvent(new Event('scroll'))
  }, [svg])
  const error = drawn && 'error' in drawn ? drawn.error : undefined
  return (
    <figure ref={box} className="diagram" data-drawn={svg ? '' : undefined}>
      {svg && (
        // Focusable, so a keyboard can scroll a diagram wider than the screen.
        <div
          ref={scrollEdges}
          className="diagram-svg"
          tabIndex={0}
          dangerouslySetInnerHTML={{ __html: svg }}
        />
      )}
      {error && (
        <div className="diagram-error" role="note">
          <p>{t('diagram.error')}</p>
          <pre>{error}</pre>
        </div>
      )}
      <div hidden={!!svg}>{children}</div>
    </figure>
  )
}
