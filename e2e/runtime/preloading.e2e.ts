/**
 * The runtime preloads the payloads of links in view or hovered, in the page's own language only,
 * and not at all on a data-saving or 2g connection (docs/runtime.md).
 */
import { describe, expect, it } from 'vitest'
import { article } from '../support/full-load.ts'
import { connection, hydrated, runtimeStarted, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

describe('preloading', () => {
  const preloads = async (init?: string) => {
    const page = await browser().newPage({ serviceWorkers: 'block' })
    if (init) await page.addInitScript(init)
    const fetched: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith('/_payload.json') && path !== '/blog/_payload.json') fetched.push(path)
    })
    await page.goto(url('/blog'), { waitUntil: 'networkidle' })
    await hydrated(page)
    // The runtime listens for the hover and watches the links in view once it has started.
    await runtimeStarted(page)
    await page.locator(`main a[href="${article}"]`).first().hover()
    return { page, fetched }
  }

  it('fetches the payloads of links in view or hovered', async () => {
    const { page, fetched } = await preloads()
    await expect.poll(() => fetched).toContain(`${article}/_payload.json`)
    await page.close()
  })

  it('preloads nothing in the other language: those links are full page loads', async () => {
    const page = await browser().newPage({ serviceWorkers: 'block' })
    const fetched: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.endsWith('/_payload.json')) fetched.push(path)
    })
    await page.goto(url(article), { waitUntil: 'networkidle' })
    await hydrated(page)
    await runtimeStarted(page)
    // The header's language switch and the article's read-in button, in view and hovered.
    const english = page.locator(`a[href="/en${article}"]`)
    expect(await english.count()).toBeGreaterThan(0)
    await english.first().hover()
    // Links in the page's own language still preload: once they have, a hover's preload (at
    // once, before those) would have shown too.
    await expect
      .poll(() => fetched.some((p) => !p.startsWith('/en/') && p !== `${article}/_payload.json`))
      .toBe(true)
    expect(fetched.filter((p) => p.startsWith('/en/'))).toEqual([])
    await page.close()
  })

  it('preloads nothing on save-data or 2g', async () => {
    for (const info of [{ saveData: true }, { effectiveType: '2g' }]) {
      const { page, fetched } = await preloads(connection(info))
      // An absence: past the idle moment (at most 2 s) after which links in view would preload.
      await page.waitForTimeout(2500)
      expect(fetched).toEqual([])
      await page.close()
    }
  })
})
