/**
 * A site built for a sub-path (issue 6), as on a code host's project page: site.yml's baseUrl is
 * `https://linzhou.github.io/portfolio`, the real `build:prerender` runs in its own process, and
 * a static server serves dist/ under `/portfolio/` only. Every page, asset, payload, image, feed
 * and link must stay under it.
 */
import { execFile } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveStatic } from '../scripts/serve-static'
import { launchChromium } from './support/chromium'
import { watchConsole } from './support/console'
import { repoRoot, tempProject } from './support/project-fs'

let project: Awaited<ReturnType<typeof tempProject>>
let close: () => void
let base: string
let browser: Browser
const at = (path: string) => new URL(`portfolio${path}`, base.replace(/portfolio\/$/, '')).href

beforeAll(async () => {
  project = await tempProject(repoRoot)
  const siteYml = join(project.dir, 'content', 'site.yml')
  const text = await readFile(siteYml, 'utf8')
  await writeFile(
    siteYml,
    text.replace(/^baseUrl: .*$/m, 'baseUrl: https://linzhou.github.io/portfolio'),
  )
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'prerender', 'prerender.ts')],
    {
      cwd: project.dir,
    },
  )
  const served = await serveStatic(join(project.dir, 'dist'), 0, '/portfolio/')
  close = () => served.server.close()
  base = served.url
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  close?.()
  await project?.remove()
})

describe('a site built for /portfolio/', () => {
  it('loads, hydrates and navigates with every request under the sub-path', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' })
    const errors = watchConsole(page)
    const requests: { url: string; status: number }[] = []
    page.on('response', (r) => requests.push({ url: r.url(), status: r.status() }))
    expect((await page.goto(at('/'), { waitUntil: 'networkidle' }))?.status()).toBe(200)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await page.locator('header nav a', { hasText: '博客' }).click()
    await page.waitForURL(at('/blog'))
    await page.locator('main a[href="/portfolio/blog/why-static-sites"]').first().click()
    await page.waitForURL(at('/blog/why-static-sites'))
    const cover = page.locator('article header img').last()
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await cover.getAttribute('srcset')).toContain('/portfolio/_images/')
    const local = requests.filter((r) => r.url.startsWith(base.replace(/portfolio\/$/, '')))
    expect(local.length).toBeGreaterThan(5)
    for (const r of local) {
      expect(r.url, r.url).toContain('/portfolio/')
      expect(r.status, r.url).toBeLessThan(400)
    }
    expect(errors).toEqual([])
    await page.close()
  })

  it('writes plain links, images, feeds and the head with the sub-path', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' })
    await page.goto(at('/en/blog/font-subsetting-with-rust'), { waitUntil: 'networkidle' })
    const inline = page.locator('article .prose img').first()
    expect(await inline.getAttribute('src')).toMatch(/^\/portfolio\/images\//)
    expect(await inline.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    expect(await page.locator('a[hreflang="zh-CN"]').first().getAttribute('href')).toMatch(
      /^\/portfolio\/blog\//,
    )
    expect(await page.locator('footer a[type="application/rss+xml"]').getAttribute('href')).toBe(
      '/portfolio/en/rss.xml',
    )
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://linzhou.github.io/portfolio/en/blog/font-subsetting-with-rust',
    )
    const rss = await (await fetch(at('/en/rss.xml'))).text()
    expect(rss).toContain('<link>https://linzhou.github.io/portfolio/en/blog/')
    expect(rss).not.toMatch(/(src|href)="\/(?!\/)/)
    const sitemap = await (await fetch(at('/sitemap.xml'))).text()
    expect(sitemap).toContain('<loc>https://linzhou.github.io/portfolio/</loc>')
    await page.close()
  })

  it('answers a missing page with the 404 page, styled and in the right language', async () => {
    const page = await browser.newPage({ serviceWorkers: 'block' })
    const response = await page.goto(at('/en/nope'), { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(404)
    await page.locator('main [data-status="404"]').waitFor()
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    await page.close()
  })
})
