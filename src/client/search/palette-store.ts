import { create } from 'zustand'

interface PaletteState {
  open: boolean
  /** Once opened, the palette's chunk stays mounted so reopening is instant. */
  used: boolean
  setOpen(open: boolean): void
}

export const usePalette = create<PaletteState>((set) => ({
  open: false,
  used: false,
  setOpen: (open) => set(open ? { open, used: true } : { open }),
}))

/** meta+K, or ctrl+K on Windows and Linux (SPEC §1, §9). */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.metaKey || event.ctrlKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  )
}
