/** The prerendered site under test: one Chromium per test file, and helpers to open its pages. */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { launchChromium } from '../../scripts/chromium.ts'
import { watchConsole } from './console.ts'

export const base = inject('siteUrl')
let browser: Browser

/** Starts Chromium for the calling test file; returns a getter (it exists once beforeAll ran). */
export function useBrowser(): () => Browser {
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => browser
}

export const screens = [
  '/',
  '/project',
  '/blog',
  '/blog/notes/2025/tooling-fatigue',
  '/space',
  '/about',
]
export const inLocale = (path: string, locale: string) =>
  locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path
export const url = (path: string) => new URL(path, base).href

export async function open(
  path: string,
  options: Parameters<Browser['newPage']>[0] = {},
): Promise<{ page: Page; errors: string[]; status: number }> {
  // The service worker would answer requests before the tests' interceptions see them; the
  // offline tests opt in explicitly.
  const page = await browser.newPage({ serviceWorkers: 'block', ...options })
  const errors = watchConsole(page)
  const response = await page.goto(url(path), { waitUntil: 'load' })
  // Ready once the app has hydrated the page, not once the network has been quiet for half a
  // second: a page keeps fetching after that (its runtime, the links it preloads), and waiting for
  // the quiet cost every test a second or more. A test of what comes later waits for it itself.
  if (options.javaScriptEnabled !== false) await hydrated(page)
  return { page, errors, status: response?.status() ?? 0 }
}

/**
 * Makes a shared tab as a new one is: its routes go, and its document is left for robots.txt, where
 * the site's storage and cookies are emptied (the chunk guard's reload marks; React Router's
 * scroll positions, kept under the key `default` for a page loaded afresh, which would move the
 * next page loaded).
 */
export async function forgetState(page: Page) {
  await page.unrouteAll()
  await page.goto(url('/robots.txt'))
  await page.evaluate(() => {
    sessionStorage.clear()
    localStorage.clear()
  })
  await page.context().clearCookies()
}

/** Set by the app once hydration has attached React to the prerendered HTML. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
/**
 * Set by the runtime chunk once its listeners and timers exist (src/client/runtime/start-runtime.ts).
 * It may start after hydration: a test that moves the page's clock or hovers a link waits for it.
 */
export const runtimeStarted = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.runtime === 'started')

/** Makes `navigator.connection` say what a slow or data-saving connection says (an init script). */
export const connection = (info: { saveData?: boolean; effectiveType?: string }) => `
  Object.defineProperty(navigator, 'connection', { configurable: true, value: ${JSON.stringify(info)} })`
