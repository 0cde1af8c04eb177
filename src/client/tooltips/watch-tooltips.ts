/**
 * The tooltips of icon-only controls (SPEC §9, issue 32). A control marked `data-tooltip` shows
 * its name in a tooltip while a mouse or pen is over it, or once the keyboard has brought focus to
 * it; a tap shows none. The attribute's value, if any, is the media query where the control shows
 * only its icon. One listener serves the page; the tooltip itself, with Floating UI, is a chunk
 * that the first hover or focus loads (first-load JavaScript has no room for it).
 */
export function watchTooltips(): void {
  const show = (event: PointerEvent | FocusEvent) => {
    const control = (event.target as Element).closest?.<HTMLElement>('[data-tooltip]')
    // Moving within the control (onto its icon) is not a new hover.
    if (!control || control.contains(event.relatedTarget as Node | null)) return
    if (!matchMedia(control.dataset.tooltip || 'all').matches) return
    const wanted =
      'pointerType' in event ? event.pointerType !== 'touch' : control.matches(':focus-visible')
    if (wanted) void import('./tooltip').then(({ showTooltip }) => showTooltip(control))
  }
  addEventListener('pointerover', show)
  addEventListener('focusin', show)
}
