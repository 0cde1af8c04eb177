/**
 * Offline reading and the service worker (issue 5, docs/runtime.md): a visited article reads
 * without a network, and a new worker takes over at the next navigation, never while reading.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { serveStatic } from '../../scripts/serve-static.ts'
import { launchChromium } from '../../scripts/chromium.ts'
import { article, clickArticleLink, mark, marked } from '../support/full-load.ts'
import { hydrated, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

describe('offline', () => {
  /** The blog list in a context that allows workers, once the first worker controls it. */
  async function controlledBlog(from = browser(), at = url) {
    const context = await from.newContext()
    const page = await context.newPage()
    await page.goto(at('/blog'), { waitUntil: 'networkidle' })
    await hydrated(page)
    // The first worker takes control of the open page at once (clientsClaim).
    await expect
      .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 })
      .toBe(true)
    return { context, page }
  }

  it('reads a visited article, and one opened by a client navigation, without a network', async () => {
    const { context, page } = await controlledBlog()
    // A full visit of one article, and a client navigation to another.
    await page.goto(url(article), { waitUntil: 'networkidle' })
    const title = await page.locator('article h1').innerText()
    await page.goto(url('/blog'), { waitUntil: 'networkidle' })
    await hydrated(page)
    const other = page.locator(`main li a[href^="/blog/"]:not([href="${article}"])`).first()
    const otherPath = (await other.getAttribute('href'))!
    await other.click()
    await page.waitForURL(url(otherPath))
    const otherTitle = await page.locator('article h1').innerText()

    await context.setOffline(true)
    await page.goto(url(article))
    expect(await page.locator('article h1').innerText()).toBe(title)
    await page.goto(url(otherPath))
    await expect.poll(() => page.locator('article h1').innerText()).toBe(otherTitle)
    await context.close()
  })

  it.each(['/blog/why-static-sites', '/en/blog/why-static-sites'])(
    'reads the first page of a visit without a network, once the worker is in (%s; issue 54, item 2)',
    async (path) => {
      const context = await browser().newContext()
      const page = await context.newPage()
      await page.goto(url(path))
      await hydrated(page)
      const title = await page.locator('article h1').innerText()
      await expect
        .poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 15_000 })
        .toBe(true)
      // Kept once the worker is active: the page came before it, and never went through it.
      await expect
        .poll(() => page.evaluate(async () => !!(await caches.match(location.href))), {
          timeout: 15_000,
        })
        .toBe(true)
      await context.setOffline(true)
      await page.reload()
      await expect.poll(() => page.locator('article h1').innerText()).toBe(title)
      expect(await page.locator('[data-error]').count()).toBe(0)
      await context.close()
    },
  )

  it('lets a new service worker take over at the next navigation, never while reading', async () => {
    // A host of its own, serving a copy of the build: the redeploy below changes its worker, and
    // other test files read the shared build meanwhile. A browser of its own too.
    const dir = await mkdtemp(join(tmpdir(), 'portfolio-offline-'))
    await cp(inject('siteDir'), dir, { recursive: true })
    const host = await serveStatic(dir)
    const at = (path: string) => new URL(path, host.url).href
    const own = await launchChromium()
    try {
      const { page } = await controlledBlog(own, at)
      const worker = join(dir, 'sw.js')
      // A redeploy changes the worker on the host.
      await writeFile(worker, `${await readFile(worker, 'utf8')}\n// a newer build\n`)
      await mark(page)
      // Started, not awaited: update() settles only once the new worker has precached the shell,
      // which the poll below watches with its own time limit.
      await page.evaluate(() => {
        void navigator.serviceWorker.getRegistration().then((r) => r?.update())
      })
      const waiting = () =>
        page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)
      await expect.poll(waiting, { timeout: 60_000, interval: 250 }).toBe(true)
      // Installed and waiting: the page being read is left alone, and preloads nothing more (the
      // next navigation is a full load, and a fetch in flight would hold the takeover back).
      const preloads: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('_payload.json')) preloads.push(request.url())
      })
      await page.waitForTimeout(500)
      expect(await marked(page)).toBe(true)
      await clickArticleLink(page, at)
      expect(preloads).toEqual([])
      await page.locator('article h1').waitFor()
      expect(await marked(page)).toBe(false)
      // The click told the waiting worker to take over first: the new page is its client.
      await expect.poll(waiting, { timeout: 15_000 }).toBe(false)
      expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
    } finally {
      await own.close()
      host.server.close()
      await rm(dir, { recursive: true, force: true })
    }
    // Installing a worker precaches the whole shell: slow when the machine is busy.
  }, 180_000)

  it('ships an installable manifest', async () => {
    const response = await fetch(url('/manifest.webmanifest'))
    const manifest = (await response.json()) as {
      name: string
      display: string
      icons: { sizes: string; purpose?: string }[]
    }
    expect(manifest.name).toBe('林舟')
    expect(manifest.display).toBe('standalone')
    expect(manifest.icons.map((i) => i.sizes)).toEqual(['192x192', '512x512', '512x512'])
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true)
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png'])
      expect((await fetch(url(icon))).headers.get('content-type')).toBe('image/png')
  })
})
