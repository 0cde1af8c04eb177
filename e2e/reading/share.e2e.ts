/**
 * Share (issue 35, item 4): every article has a share button. Without the Web Share API it opens
 * a dialog with the QR code of the article's canonical address (drawn at build time) and a copy
 * link button; with it, the system share sheet gets the title and the address, and a sheet the
 * reader cancels opens nothing else. The QR code on the screen, in dark mode too, is decoded
 * from a screenshot, as a phone's camera would read it.
 */
import jsQR from 'jsqr'
import type { Page, Request } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { hydrated, url, useBrowser } from '../support/site.ts'

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
type Sheet = { shareCalls: Calls; sheetOutcome: Outcome }

/**
 * A share sheet (run in the page before its scripts) that records each call and ends as the
 * page's `sheetOutcome` says at the time: one page can load afresh and try every ending.
 */
function shareSheet() {
  const sheet = window as unknown as Sheet
  sheet.shareCalls = []
  sheet.sheetOutcome = 'shared'
  Object.assign(navigator, {
    canShare: (data: ShareData) => Boolean(data.url),
    share: async (data: ShareData) => {
      sheet.shareCalls.push({ title: data.title, url: data.url })
      if (sheet.sheetOutcome !== 'shared')
        throw new DOMException('The sheet did not share.', sheet.sheetOutcome)
    },
  })
}

const shareCalls = (page: Page) => page.evaluate(() => (window as unknown as Sheet).shareCalls)

/**
 * Clicks the share button of a page with a share sheet that ends with `outcome`; resolves once
 * the sheet was called and the page has painted twice since; tells whether the dialog's chunk
 * has been asked for: a dialog the click opens asks for it in the render that follows the
 * sheet's answer.
 */
async function shareThroughSheet(page: Page, name: string, outcome: Outcome) {
  let dialogChunk = false
  const onRequest = (request: Request) => {
    if (/share-dialog-[\w-]+\.js$/.test(request.url())) dialogChunk = true
  }
  page.on('request', onRequest)
  await page.evaluate((outcome) => ((window as unknown as Sheet).sheetOutcome = outcome), outcome)
  await page.getByRole('button', { name, exact: true }).click()
  await page.waitForFunction(() => (window as unknown as Sheet).shareCalls.length)
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
  return {
    dialogChunkAsked: () => dialogChunk,
    done: () => void page.off('request', onRequest),
  }
}

async function openArticle(
  path: string,
  options: { sheet?: boolean; clipboard?: boolean } = {},
): Promise<Page> {
  const page = await browser().newPage({
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
  })
  if (options.clipboard)
    await page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(url('/')).origin })
  if (options.sheet) await page.addInitScript(shareSheet)
  await page.goto(url(path), { waitUntil: 'load' })
  await hydrated(page)
  return page
}

/** Loads the page again, as a new document: its scripts, state and share sheet start over. */
async function reload(page: Page) {
  await page.reload({ waitUntil: 'load' })
  await hydrated(page)
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
  it('opens a dialog whose QR code scans to the canonical address, in dark mode too, and whose copy button copies it, closes it and says so; Escape closes it and focus returns', async () => {
    // One page: light, then dark (the stored choice, as the colour button leaves it) on a reload.
    const page = await openArticle(a.path, { clipboard: true })
    for (const dark of [false, true]) {
      if (dark) {
        await page.evaluate(() => localStorage.setItem('color-mode', 'dark'))
        await reload(page)
      }
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
      if (dark) continue

      // Copying, in light mode as before.
      await button.click()
      await dialog.getByRole('button', { name: a.copy }).click()
      await page.getByRole('status').filter({ hasText: a.copied }).waitFor()
      expect(await page.getByRole('dialog').count()).toBe(0)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
    }
    await page.close()
  })

  it('hands the title and the address to the system share sheet and opens no dialog; opens nothing more when the reader cancels the sheet, and the dialog when the sheet fails', async () => {
    // One page, loaded afresh for each ending of the sheet. Only the last asks for the dialog's
    // chunk, so neither earlier check can find it already loaded.
    const page = await openArticle(a.path, { sheet: true })
    const shared = await shareThroughSheet(page, a.share, 'shared')
    const title = await page.locator('h1').textContent()
    expect(await shareCalls(page)).toEqual([{ title, url: await canonical(page) }])
    expect(shared.dialogChunkAsked()).toBe(false)
    expect(await page.getByRole('dialog').count()).toBe(0)
    shared.done()

    await reload(page)
    const cancelled = await shareThroughSheet(page, a.share, 'AbortError')
    expect(cancelled.dialogChunkAsked()).toBe(false)
    expect(await page.getByRole('dialog').count()).toBe(0)
    cancelled.done()

    await reload(page)
    const failing = await shareThroughSheet(page, a.share, 'NotAllowedError')
    await page.getByRole('dialog', { name: a.dialog }).waitFor()
    expect(failing.dialogChunkAsked()).toBe(true)
    expect(await shareCalls(page)).toHaveLength(1)
    failing.done()
    await page.close()
  })
})

describe('the share button on a phone (issue 54, item 24)', () => {
  it('is as tall as the language button beside it, in both languages', async () => {
    // Service workers blocked: the second article loads from the network, as the first does.
    const page = await browser().newPage({
      serviceWorkers: 'block',
      viewport: { width: 360, height: 760 },
    })
    for (const path of ['/blog/why-static-sites', '/en/blog/why-static-sites']) {
      await page.goto(url(path))
      await hydrated(page)
      const heights = await page.evaluate(() => {
        const share = document.querySelector('article button[data-tooltip]')!
        const language = share.parentElement!.querySelector('a[hreflang]')!
        return [share, language].map((e) => Math.round(e.getBoundingClientRect().height))
      })
      expect(heights[0], path).toBe(heights[1])
    }
    await page.close()
  })
})
