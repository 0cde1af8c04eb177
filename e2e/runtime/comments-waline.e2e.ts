/**
 * Comments with Waline (issue 35, item 6), end to end: a real Waline server (the official
 * `@waline/vercel`) on a real PostgreSQL, both on 127.0.0.1 (support/waline-server.ts), and one
 * copy of the site built with `comments: { provider: waline, serverURL }` and served with the
 * headers it ships. Chromium posts as an anonymous reader, reads the comment back after a reload,
 * and a comment carrying script never runs, all under the site's Content Security Policy.
 */
import { appendFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBuiltCopy } from '../support/built-copy.ts'
import { useWalineServer } from '../support/waline-server.ts'

const waline = useWalineServer()
const copy = useBuiltCopy((dir) =>
  appendFile(
    join(dir, 'content', 'site.yml'),
    `comments:\n  provider: waline\n  serverURL: ${waline().url}\n`,
  ),
)

const article = '/blog/notes/2025/tooling-fatigue'
const languages = [
  {
    locale: 'zh',
    path: article,
    submit: '提交',
    text: '读完就把 text-autospace 加进了样式表，谢谢林舟。',
  },
  {
    locale: 'en',
    path: `/en${article}`,
    submit: 'Submit',
    text: 'Tried the build cache idea on our docs site today.',
  },
]

interface Opened {
  page: Page
  csp: string
  /** Every URL the page asked for, in order. */
  requests: string[]
}

async function open(path: string): Promise<Opened> {
  const page = await copy().browser.newPage({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 720 },
  })
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __violations: string[] }).__violations = [])
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const response = await page.goto(new URL(path.slice(1), copy().url).href, { waitUntil: 'load' })
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  return { page, csp: response?.headers()['content-security-policy'] ?? '', requests }
}

/** Scrolls to the comments and waits for Waline's editor. */
async function scrollToComments(page: Page) {
  await page.locator('#comments').scrollIntoViewIfNeeded()
  await page.locator('#comments .wl-editor').waitFor()
}

async function post(page: Page, text: string) {
  await page.locator('#comments .wl-editor').fill(text)
  await page.locator('#comments .wl-btn.primary').click()
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
const fromWaline = (requests: string[]) => requests.filter((u) => u.startsWith(waline().url))

describe.each(languages)('Waline comments ($locale)', ({ path, submit, text }) => {
  // Each case ends on a page with the comments shown, nothing typed, and the colour mode it began
  // with, and hands it to the next case here instead of closing it: loading the article and the
  // widget again would show nothing new. A case that fails hands nothing on, so its retry and the
  // cases after it open the article afresh.
  let handed: Page | undefined
  /** The page the case before handed on, or the article opened afresh; its comments in view. */
  async function take(): Promise<Page> {
    const page = handed ?? (await open(path)).page
    handed = undefined
    await scrollToComments(page)
    return page
  }

  it('waits below the article until the reader scrolls near, then loads in this language', async () => {
    const { page, csp, requests } = await open(path)
    // Nothing may ask for the widget while the reader stays at the top: look once the page is at
    // rest, not just hydrated, so a late request would be among those seen.
    await page.waitForLoadState('networkidle')
    const connect = csp.split('; ').find((d) => d.startsWith('connect-src'))
    expect(connect?.split(' ')).toContain(waline().url)
    await expect(page.locator('#comments h2').count()).resolves.toBe(1)
    const top = await page.locator('#comments').evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThan(720 + 600)
    expect(fromWaline(requests)).toEqual([])
    expect(requests.some((u) => /\/(waline|comments-widget)[^/]*\.js$/.test(u))).toBe(false)
    await expect(page.locator('#comments .wl-editor').count()).resolves.toBe(0)

    await scrollToComments(page)
    await expect(page.locator('#comments .wl-btn.primary').textContent()).resolves.toBe(submit)
    expect(fromWaline(requests).length).toBeGreaterThan(0)
    await expect(violations(page)).resolves.toEqual([])
    handed = page
  })

  it('posts an anonymous comment and reads it back after a reload', async () => {
    const page = await take()
    await post(page, text)
    await page.locator('#comments .wl-card .wl-content', { hasText: text }).waitFor()
    // The comment must come back from the server: a new document, whose widget loads again.
    await page.reload({ waitUntil: 'load' })
    await scrollToComments(page)
    await page.locator('#comments .wl-card .wl-content', { hasText: text }).waitFor()
    await expect(violations(page)).resolves.toEqual([])
    handed = page
  })

  it('never runs script written in a comment', async () => {
    const page = await take()
    const marker = `xss-${path.length}`
    await post(
      page,
      `${marker} <img src=x onerror="window.__xss=1"> <script>window.__xss=1</script>`,
    )
    await page.locator('#comments .wl-content', { hasText: marker }).waitFor()
    await page.reload({ waitUntil: 'load' })
    await scrollToComments(page)
    await page.locator('#comments .wl-content', { hasText: marker }).waitFor()
    await expect(page.evaluate(() => (window as { __xss?: number }).__xss)).resolves.toBeUndefined()
    await expect(
      page.locator('#comments [onerror], #comments .wl-content script').count(),
    ).resolves.toBe(0)
    await expect(violations(page)).resolves.toEqual([])
    handed = page
  })

  it('follows the colour mode as the reader switches it', async () => {
    const page = await take()
    const panel = page.locator('#comments .wl-panel')
    const background = () => panel.evaluate((el) => getComputedStyle(el).backgroundColor)
    const light = await background()
    await page.locator('button[data-color-mode]').first().click()
    await expect.poll(background).not.toBe(light)
    await page.locator('button[data-color-mode]').first().click()
    await expect.poll(background).toBe(light)
    await page.close()
  })
})
