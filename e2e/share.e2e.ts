/**
 * Share (issue 35, item 4): every article has a share button. Without the Web Share API it opens
 * a dialog with the QR code of the article's canonical address (drawn at build time) and a copy
 * link button; with it, the system share sheet gets the title and the address, and a sheet the
 * reader cancels opens nothing else. The QR code on the screen, in dark mode too, is decoded
 * from a screenshot, as a phone's camera would read it.
 */
import jsQR from 'jsqr'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { hydrated, url, useBrowser } from './support/site.ts'

const browser = useBrowser()

const articles = [
  {
    locale: 'zh',
    path: '/blog/notes/2025/tooling-fatigue',
    share: '分享',
    dialog: '分享这篇文章',
    qr: '这篇文章链接的二维码',
    copy: '复制链接',
    copied: '链接已复制',
  },
  {
    locale: 'en',
    path: '/en/blog/notes/2025/tooling-fatigue',
    share: 'Share',
    dialog: 'Share this article',
    qr: "QR code of this article's link",
    copy: 'Copy link',
    copied: 'Link copied',
  },
]

type Outcome = 'shared' | 'AbortError' | 'NotAllowedError'

/** What the Web Share API was handed, recorded by the sheet `shareSheet` installs. */
type Calls = { title?: string; url?: string }[]

/** A share sheet (run in the page before its scripts) that records each call and ends so. */
function shareSheet(outcome: Outcome) {
  const calls: Calls = []
  Object.assign(window, { shareCalls: calls })
  Object.assign(navigator, {
    canShare: (data: ShareData) => Boolean(data.url),
    share: async (data: ShareData) => {
      calls.push({ title: data.title, url: data.url })
      if (outcome !== 'shared') throw new DOMException('The sheet did not share.', outcome)
    },
  })
}

const shareCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { shareCalls: Calls }).shareCalls)

/**
 * Clicks the share button of a page with a share sheet; resolves once the sheet was called and
 * the page has painted twice since; tells whether the dialog's chunk has been asked for: a
 * dialog the click opens asks for it in the render that follows the sheet's answer.
 */
async function shareThroughSheet(page: Page, name: string) {
  let dialogChunk = false
  page.on('request', (request) => {
    if (/share-dialog-[\w-]+\.js$/.test(request.url())) dialogChunk = true
  })
  await page.getByRole('button', { name, exact: true }).click()
  await page.waitForFunction(() => (window as unknown as { shareCalls: Calls }).shareCalls.length)
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  return { dialogChunkAsked: () => dialogChunk }
}

async function openArticle(
  path: string,
  options: { dark?: boolean; sheet?: Outcome; clipboard?: boolean } = {},
): Promise<Page> {
  const page = await browser().newPage({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  })
  if (options.clipboard)
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin })
  if (options.dark) await page.addInitScript(() => localStorage.setItem('color-mode', 'dark'))
  if (options.sheet) await page.addInitScript(shareSheet, options.sheet)
  await page.goto(url(path), { waitUntil: 'load' })
  await hydrated(page)
  return page
}

const canonical = (page: Page) =>
  page.locator('link[rel="canonical"]').getAttribute('href') as Promise<string>

/** The QR code as the screen shows it, decoded as dark on light only (not every reader inverts). */
async function scan(page: Page): Promise<string | undefined> {
  const png = await page.getByRole('dialog').getByRole('img').screenshot()
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height, {
    inversionAttempts: 'dontInvert',
  })?.data
}

describe.each(articles)('the share button ($locale)', (a) => {
  it('opens a dialog whose QR code scans to the canonical address, in dark mode too; Escape closes it and focus returns', async () => {
    for (const dark of [false, true]) {
      const page = await openArticle(a.path, { dark })
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        dark,
      )
      const button = page.getByRole('button', { name: a.share, exact: true })
      await button.click()
      const dialog = page.getByRole('dialog', { name: a.dialog })
      await dialog.waitFor()
      const qr = dialog.getByRole('img', { name: a.qr })
      expect(await qr.evaluate((el) => el.tagName)).toBe('svg')
      const address = await canonical(page)
      expect(address).toMatch(/^https:\/\/linzhou\.dev\/.*tooling-fatigue$/)
      expect(await qr.getAttribute('data-url')).toBe(address)
      expect(await scan(page)).toBe(address)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
      await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true)
      await page.close()
    }
  })

  it('copies the link to the clipboard, closes the dialog and says so in a toast', async () => {
    const page = await openArticle(a.path, { clipboard: true })
    await page.getByRole('button', { name: a.share, exact: true }).click()
    const dialog = page.getByRole('dialog', { name: a.dialog })
    await dialog.getByRole('button', { name: a.copy }).click()
    await page.getByRole('status').filter({ hasText: a.copied }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonical(page))
    await page.close()
  })

  it('hands the title and the address to the system share sheet, and opens no dialog', async () => {
    const page = await openArticle(a.path, { sheet: 'shared' })
    const sheet = await shareThroughSheet(page, a.share)
    const title = await page.locator('h1').textContent()
    expect(await shareCalls(page)).toEqual([{ title, url: await canonical(page) }])
    expect(sheet.dialogChunkAsked()).toBe(false)
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.close()
  })

  it('opens nothing more when the reader cancels the sheet, and the dialog when the sheet fails', async () => {
    const cancelled = await openArticle(a.path, { sheet: 'AbortError' })
    expect((await shareThroughSheet(cancelled, a.share)).dialogChunkAsked()).toBe(false)
    expect(await cancelled.getByRole('dialog').count()).toBe(0)
    await cancelled.close()

    const failed = await openArticle(a.path, { sheet: 'NotAllowedError' })
    const failing = await shareThroughSheet(failed, a.share)
    await failed.getByRole('dialog', { name: a.dialog }).waitFor()
    expect(failing.dialogChunkAsked()).toBe(true)
    expect(await shareCalls(failed)).toHaveLength(1)
    await failed.close()
  })
})

describe('the share button on a phone (issue 54, item 24)', () => {
  it.each(['/blog/why-static-sites', '/en/blog/why-static-sites'])(
    'is as tall as the language button beside it on %s',
    async (path) => {
      const page = await browser().newPage({ viewport: { width: 360, height: 760 } })
      await page.goto(url(path))
      await hydrated(page)
      const heights = await page.evaluate(() => {
        const share = document.querySelector('article button[data-tooltip]')!
        const language = share.parentElement!.querySelector('a[hreflang]')!
        return [share, language].map((e) => Math.round(e.getBoundingClientRect().height))
      })
      expect(heights[0]).toBe(heights[1])
      await page.close()
    },
  )
})
