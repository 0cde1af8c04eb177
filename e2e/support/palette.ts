import type { Page } from 'playwright-core'

/** The search palette and its result options. */
export const palette = (page: Page) => page.getByTestId('search-palette')
export const options = (page: Page) => palette(page).getByRole('option')

/** Which option the input names as active, and which one Headless UI marks. */
export function activeOption(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector('[data-testid="search-palette"] input')!
    const all = [...document.querySelectorAll('[data-testid="search-palette"] [role="option"]')]
    const id = input.getAttribute('aria-activedescendant')
    return {
      active: all.findIndex((option) => option.id === id),
      marked: all.findIndex((option) => option.hasAttribute('data-focus')),
    }
  })
}

/**
 * The contrast between the active result's ground and the mark on it, as the screen shows them
 * (each colour over white, read back from a canvas): a reader must tell the mark from the row.
 */
export function activeMarkContrast(page: Page): Promise<number> {
  return page.evaluate(() => {
    const paint = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    /** A colour as the screen shows it over white: its relative luminance. */
    const luminance = (color: string) => {
      paint.fillStyle = '#fff'
      paint.fillRect(0, 0, 1, 1)
      paint.fillStyle = color
      paint.fillRect(0, 0, 1, 1)
      const [r, g, b] = [...paint.getImageData(0, 0, 1, 1).data].map((v) => {
        const c = v / 255
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const row = document.querySelector(
      '[data-testid="search-palette"] [role="option"][data-focus]',
    )!
    const mark = row.querySelector('mark')!
    const [a, b] = [getComputedStyle(row), getComputedStyle(mark)].map((s) =>
      luminance(s.backgroundColor),
    )
    return (Math.max(a!, b!) + 0.05) / (Math.min(a!, b!) + 0.05)
  })
}
