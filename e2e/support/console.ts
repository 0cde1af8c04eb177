import type { Page } from 'playwright-core'

/** Collects what a visitor's console would show as errors: console.error, page errors, hydration warnings. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) errors.push(text)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}
