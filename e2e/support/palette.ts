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
