/**
 * The one tooltip of the page: the control's own name below it, 8 px away (SPEC §9), kept
 * inside the window by Floating UI. It repeats the accessible name, so it is hidden from
 * assistive technology and nothing is announced twice. It stays while the pointer moves onto it
 * (WCAG 1.4.13; its `::before` spans the gap) and goes on leaving, blur, a click or Esc.
 */
import { autoUpdate, computePosition, flip, hide, offset, shift } from '@floating-ui/dom'

const bubble = document.createElement('div')
bubble.setAttribute('role', 'tooltip')
bubble.setAttribute('aria-hidden', 'true')
bubble.className = 'tooltip'
let hideTooltip = () => {}

/** The first of the control's `aria-keyshortcuts` this system uses, as people write it. */
function shortcut(control: HTMLElement): string | undefined {
  const keys = control.getAttribute('aria-keyshortcuts')?.split(' ')
  const apple = /Mac|iPhone|iPad/.test(navigator.userAgent)
  const key = keys?.find((k) => k.startsWith('Meta+') === apple) ?? keys?.[0]
  return key?.replace('Meta+', '⌘').replace('Control+', 'Ctrl+')
}

export function showTooltip(control: HTMLElement): void {
  // A call can arrive late (the chunk's first load) and out of order: one for a control the
  // pointer and the focus have left changes nothing.
  if (!control.matches(':hover, :focus-visible')) return
  hideTooltip()
  bubble.textContent = control.getAttribute('aria-label') ?? control.textContent
  const keys = shortcut(control)
  if (keys) bubble.append(Object.assign(document.createElement('kbd'), { textContent: keys }))
  document.body.append(bubble)

  const place = () =>
    void computePosition(control, bubble, {
      placement: 'bottom',
      strategy: 'fixed',
      middleware: [offset(8), flip(), shift({ padding: 8 }), hide()],
    }).then(({ x, y, middlewareData }) =>
      Object.assign(bubble.style, {
        left: `${x}px`,
        top: `${y}px`,
        visibility: middlewareData.hide?.referenceHidden ? 'hidden' : '',
      }),
    )
  const stopPlacing = autoUpdate(control, bubble, place)
  const listening = new AbortController()
  const options = { signal: listening.signal }
  const leave = (event: PointerEvent) => {
    const to = event.relatedTarget as Node | null
    if (!control.contains(to) && !bubble.contains(to)) hideTooltip()
  }
  control.addEventListener('pointerleave', leave, options)
  bubble.addEventListener('pointerleave', leave, options)
  control.addEventListener('focusout', () => hideTooltip(), options)
  control.addEventListener('click', () => hideTooltip(), options)
  document.addEventListener('keydown', (event) => event.key === 'Escape' && hideTooltip(), options)
  hideTooltip = () => {
    stopPlacing()
    listening.abort()
    bubble.remove()
    hideTooltip = () => {}
  }
}
