/**
 * Light or dark (SPEC §4). The inline script in index.html applies the stored choice before the
 * first paint; this store keeps React in step with it and persists changes in localStorage.
 */
import { create } from 'zustand'

export type ColorMode = 'light' | 'dark'
export const colorModeKey = 'color-mode'
/** `theme-color` per mode: dark navy, white. */
export const themeColors: Record<ColorMode, string> = { dark: '#0f172a', light: '#ffffff' }

function current(): ColorMode {
  if (typeof document === 'undefined') return 'light'
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

export function applyColorMode(mode: ColorMode): void {
  document.documentElement.classList.toggle('dark', mode === 'dark')
  document.documentElement.style.colorScheme = mode
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', themeColors[mode])
  try {
    localStorage.setItem(colorModeKey, mode)
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

interface ColorModeState {
  mode: ColorMode
  /** Reads the mode the inline script applied, after hydration. */
  sync(): void
  set(mode: ColorMode): void
}

export const useColorMode = create<ColorModeState>((set) => ({
  mode: 'light',
  sync: () => set({ mode: current() }),
  set: (mode) => {
    applyColorMode(mode)
    set({ mode })
  },
}))
