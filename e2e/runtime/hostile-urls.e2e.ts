/**
 * Addresses nobody links to but anybody can type, paste or forge (issue 8): dot segments, NUL,
 * very long paths, doubled or unknown locales, odd case, hostile or malformed query strings, and a
 * stored language choice that was tampered with. Each gives the right page or the 404 page inside
 * the site's layout, never a blank page or an uncaught error.
 */
import { request } from 'node:http'
import type { BrowserContext, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { base, hydrated, runtimeStarted, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

// One tab for every address typed into the address bar: a fresh tab costs a cold renderer and an
// empty cache per address, and no case here writes a cookie or storage another reads (the
// language-choice cases, which do, have a context of their own).
let tab: Page
const errors: string[] = []
const dialogs: string[] = []
beforeAll(async () => {
  tab = await browser().newPage({ serviceWorkers: 'block' })
  tab.on('pageerror', (error) => errors.push(error.message))
  // Recorded, then dismissed: an open alert would block the tab for the cases after it.
  tab.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
})

/** The request line exactly as given: a browser would fold the dot segments first. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base)
  return new Promise((done, fail) => {
    const req = request({ host: hostname, port, path }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', fail)
    req.end()
  })
}

/**
 * The page at `path` as the address bar loads it: a new document, whose uncaught errors and
 * dialogs from then on are the only ones recorded. Ready once hydrated and the runtime started:
 * the last of the page's own code a load runs, so an error of it is in `errors` before the test
 * reads them.
 */
async function visit(path: string) {
  // A blank page first, so that an address differing from the last one only by its hash
  // (`/en/blog#`, or the same case again on retry) is a full load too, not a jump within the page.
  await tab.goto('about:blank')
  errors.length = 0
  dialogs.length = 0
  // `//blog` resolved against the site would be the host `blog`: it is a path on this host.
  const address = path.startsWith('//') ? new URL(base).origin + path : url(path)
  const response = await tab.goto(address, { waitUntil: 'domcontentloaded' })
  await Promise.all([hydrated(tab), runtimeStarted(tab)])
  return { page: tab, errors, status: response?.status() ?? 0 }
}

/** What the visitor sees in the page's main area, once React has settled it. */
async function mainText(page: Page) {
  const main = page.locator('main')
  await expect.poll(async () => (await main.innerText()).trim().length).toBeGreaterThan(0)
  return main.innerText()
}

/** The 404 page inside the layout: header and footer around the error view. */
async function expectNotFound(page: Page) {
  await page.locator('main [data-status="404"]').waitFor()
  expect(await page.locator('header').count()).toBeGreaterThan(0)
  expect(await page.locator('footer').count()).toBeGreaterThan(0)
  expect(await mainText(page)).toContain('404')
}

const longPath = `/blog/${'a'.repeat(2000)}`
// Past the 16 KB of request head Node reads (issue 54, item 9).
const hugePath = `/blog/${'a'.repeat(20_000)}`

describe('a forged path sent raw to the host', () => {
  it.each([
    ['/blog/../../etc/passwd'],
    ['/..%2f..%2fetc%2fpasswd'],
    ['/%2e%2e/%2e%2e/etc/passwd'],
    ['/blog/%00'],
    ['/blog%00/index.html'],
    ['a 2,000-character path', longPath],
    ['a 20,000-character path', hugePath],
  ])('%s gets the 404 page, never a file from outside the site', async (label, path = label) => {
    const { status, body } = await rawGet(path)
    expect(status).toBe(404)
    expect(body).toContain('<main')
    expect(body).not.toMatch(/root:.*:0:0:/)
  })
})

describe('an odd address in the browser', () => {
  it.each([
    // Chromium folds the dot segments itself; the encoded form reaches the host as it is.
    ['dot segments, encoded', '/blog/..%2f..%2fetc%2fpasswd'],
    ['a NUL byte', '/blog/%00'],
    ['a 2,000-character path', longPath],
    ['a 20,000-character path', hugePath],
    ['a doubled locale', '/en/en/blog'],
    ['an unknown locale before a screen', '/fr/blog'],
    ['an unknown locale alone', '/de'],
    ['a malformed escape in the path', '/blog/%E0%A4%A'],
  ])('%s shows the 404 page in the layout', async (_, path) => {
    const { page, errors, status } = await visit(path)
    expect(status).toBe(404)
    await expectNotFound(page)
    expect(errors).toEqual([])
  })

  it.each([
    ['a script in the query', '/?q=<script>alert(1)</script>', '/', 'article, section'],
    ['a negative page number', '/blog?page=-1', '/blog', 'a[href^="/blog/"]'],
    ['a malformed escape in the query', '/blog?%E0%A4%A=1', '/blog', 'a[href^="/blog/"]'],
    ['a hash alone', '/en/blog#', '/en/blog', 'a[href^="/en/blog/"]'],
    ['a hash that names nothing', '/en/about#<img src=x>', '/en/about', 'h1, h2'],
    // Served as `/blog` (nginx merges the slashes), hydrated as `/blog`, once.
    ['a doubled slash', '//blog', '/blog', 'a[href^="/blog/"]'],
    ['a doubled slash before a locale', '//en/project', '/en/project', 'h1, h2'],
  ])('%s (%s) shows the page itself', async (_, path, pathname, content) => {
    const { page, errors, status } = await visit(path)
    expect(status).toBe(200)
    expect(new URL(page.url()).pathname).toBe(pathname)
    await page
      .locator(`main ${content.split(', ').join(', main ')}`)
      .first()
      .waitFor()
    expect(await page.locator('main [data-status]').count()).toBe(0)
    expect(await page.locator('main').count()).toBe(1)
    expect(await mainText(page)).not.toContain('<script>')
    expect(await page.locator('script:text("alert(1)")').count()).toBe(0)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
  })
})

describe('an odd address reached inside the app', () => {
  it.each([
    ['/en/en/blog'],
    ['/fr/blog'],
    ['/blog/%00'],
    ['/blog/%E0%A4%A'],
    ['a 2,000-character path', longPath],
  ])(
    'history to %s shows the 404 page in the layout, and Back returns',
    async (label, path = label) => {
      const { page, errors } = await visit('/blog')
      const firstTitle = await page.locator('main li a[href^="/blog/"]').first().innerText()
      // What a script or the address bar's own history does: a new entry, then a router pop.
      await page.evaluate((to) => {
        history.pushState(null, '', to)
        history.pushState(null, '', '/blog')
        history.back()
      }, path)
      await expectNotFound(page)
      await page.goBack()
      await expect
        .poll(() => page.locator('main li a[href^="/blog/"]').first().innerText())
        .toBe(firstTitle)
      expect(errors).toEqual([])
    },
  )
})

describe('an address in another letter case reached inside the app (issue 54, item 7)', () => {
  it('history to /EN/blog lands on /en/blog, and Back returns', async () => {
    const { page, errors } = await visit('/blog')
    const firstTitle = await page.locator('main li a[href^="/blog/"]').first().innerText()
    await page.evaluate(() => {
      history.pushState(null, '', '/EN/blog')
      history.pushState(null, '', '/blog')
      history.back()
    })
    await page.waitForURL((address) => address.pathname === '/en/blog')
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en')
    expect(await page.locator('main [data-status]').count()).toBe(0)
    await page.goBack()
    await expect
      .poll(() => page.locator('main li a[href^="/blog/"]').first().innerText())
      .toBe(firstTitle)
    expect(errors).toEqual([])
  })
})

describe('a page a host serves at another address', () => {
  it.each([
    ['/en/project', '/', 'Projects'],
    ['/blog', '/en', '博客'],
  ])('%s served with the HTML of %s shows its own page, once', async (path, served, heading) => {
    // As a host with a single-page fallback does: one page's HTML for an address it has no file
    // for. The page renders afresh for its own address instead of hydrating another's HTML.
    const html = await (await fetch(url(served))).text()
    await tab.route(url(path), (route) => route.fulfill({ body: html, contentType: 'text/html' }))
    try {
      const { page, errors } = await visit(path)
      await expect.poll(() => page.locator('h1').allTextContents()).toEqual([heading])
      expect(await page.locator('main').count()).toBe(1)
      expect(errors).toEqual([])
    } finally {
      await tab.unrouteAll({ behavior: 'ignoreErrors' })
    }
  })
})

describe('a tampered language choice', () => {
  // A context of its own, its cookies cleared before each case: the one state these cases change.
  let context: BrowserContext
  let page: Page
  const errors: string[] = []
  let cases = 0
  beforeAll(async () => {
    context = await browser().newContext({ serviceWorkers: 'block' })
    page = await context.newPage()
    page.on('pageerror', (error) => errors.push(error.message))
  })

  it.each([
    ['xx'],
    ['EN'],
    ['<script>alert(1)</script>'],
    ['3,000 characters', 'x'.repeat(3000)],
    ['nothing', ''],
  ])(
    'cookie i18n_redirected=%s is ignored: / stays Chinese, /en English',
    async (label, value = label) => {
      await context.clearCookies()
      errors.length = 0
      // Set from inside the page: a cookie jar refuses some of these values, a script does not.
      // Once per case (the tab's session outlives it), before the first page's own scripts run.
      const script = await page.addInitScript(
        ({ v, key }) => {
          if (!sessionStorage.getItem(key)) {
            document.cookie = `i18n_redirected=${encodeURIComponent(v)}; path=/`
            document.cookie = `i18n_redirected=${v}; path=/`
            sessionStorage.setItem(key, '1')
          }
        },
        { v: value, key: `cookie-set-${++cases}` },
      )
      try {
        for (const [path, lang] of [
          ['/', 'zh-CN'],
          ['/en', 'en'],
          ['/', 'zh-CN'],
        ] as const) {
          await page.goto(url(path), { waitUntil: 'domcontentloaded' })
          // The runtime too: were anything to act on the cookie after hydration, it is there.
          await Promise.all([hydrated(page), runtimeStarted(page)])
          expect(new URL(page.url()).pathname).toBe(path)
          expect(await page.locator('html').getAttribute('lang')).toBe(lang)
          expect((await mainText(page)).length).toBeGreaterThan(0)
        }
        expect(errors).toEqual([])
      } finally {
        await script.dispose()
      }
    },
  )
})
