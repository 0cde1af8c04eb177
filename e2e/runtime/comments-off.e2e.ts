/**
 * Comments are off by default (issue 35, item 6): the sample site sets no `comments` in site.yml,
 * so an article has no comment section, asks no comment service for anything, and its Content
 * Security Policy names neither Waline nor giscus. The Waline side is comments-waline.e2e.ts.
 */
import { describe, expect, it } from 'vitest'
import { base, hydrated, open, useBrowser } from '../support/site.ts'

useBrowser()

describe.each(['zh', 'en'])('comments off (%s)', (locale) => {
  it('has no comment section, loads nothing for one, and adds nothing to the policy', async () => {
    const path = `${locale === 'en' ? '/en' : ''}/blog/notes/2025/tooling-fatigue`
    const { page } = await open('/')
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    const response = await page.goto(new URL(path.slice(1), page.url()).href, {
      waitUntil: 'networkidle',
    })
    await hydrated(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState('networkidle')
    await expect(page.locator('#comments').count()).resolves.toBe(0)
    const origin = new URL(page.url()).origin
    expect(requests.filter((url) => !url.startsWith(origin))).toEqual([])
    expect(requests.filter((url) => /waline|giscus|comments-widget/i.test(url))).toEqual([])
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).not.toMatch(/waline|giscus/i)
    expect(csp).toContain("connect-src 'self' https://stats.linzhou.dev;")
    await page.close()
  })
})

describe('the service worker with comments off', () => {
  it('precaches no comment widget: a first visit downloads only what the site can run (issue 54, item 11)', async () => {
    const sw = await (await fetch(new URL('/sw.js', base))).text()
    const precached = [...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((match) => match[1]!)
    // The list is there, with the app's own chunks in it.
    expect(precached.some((file) => /^assets\/index-.+\.js$/.test(file))).toBe(true)
    expect(precached.filter((file) => /waline|giscus|comments/i.test(file))).toEqual([])
  })
})
