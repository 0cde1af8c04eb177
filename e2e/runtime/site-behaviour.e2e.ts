/**
 * What a visitor does on the prerendered site: client navigation, language switch, colour mode,
 * the official-account modal, error pages, article tools and unhandled errors.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { base, forgetState, hydrated, runtimeStarted, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

// One tab for most tests, each starting where a new tab would (`fresh`): a new tab costs a cold
// renderer, about three loads' worth. The read-in button's test lets the service worker in, as a
// visitor's browser does, and the crawler's test needs another user agent: they have their own.
let tab: Page
let tabErrors: string[]
beforeAll(async () => {
  tab = await browser().newPage({ serviceWorkers: 'block' })
  tabErrors = watchConsole(tab)
})

/**
 * The shared tab as a new one is (forgetState), at the default viewport unless one is asked for,
 * and from now on no console errors.
 */
async function fresh(viewport = { width: 1280, height: 720 }) {
  await forgetState(tab)
  await tab.setViewportSize(viewport)
  tabErrors.length = 0
  return tab
}

/** `path` in the shared tab, as `open` gives it in a new one: a new document, hydrated. */
async function visit(path: string, viewport?: { width: number; height: number }) {
  await fresh(viewport)
  const response = await tab.goto(url(path), { waitUntil: 'load' })
  await hydrated(tab)
  return { page: tab, errors: tabErrors, status: response?.status() ?? 0 }
}

describe('navigation', () => {
  it('moves among the five screens without a full page load, marking the current link', async () => {
    const { page, errors } = await visit('/en')
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
    for (const [label, path, heading] of [
      ['Projects', '/en/project', /project/i],
      ['Blog', '/en/blog', /blog|writing/i],
      ['Space', '/en/space', /space|talk/i],
      ['About', '/en/about', /about|lin zhou/i],
      ['Home', '/en', /lin zhou/i],
    ] as const) {
      await page.locator('header nav').getByRole('link', { name: label }).click()
      await page.waitForURL(url(path))
      await expect.poll(() => page.locator('h1').first().textContent()).toMatch(heading)
      expect(await page.locator('header nav a[aria-current="page"]').textContent()).toBe(label)
    }
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
    expect(errors).toEqual([])
  })

  it('opens an article from the list and scrolls to a heading named in the hash', async () => {
    // The oldest article, on the list's second page.
    const { page } = await visit('/blog/page/2')
    await page.getByRole('link', { name: /兜兜转转/ }).click()
    await page.waitForURL(url('/blog/why-static-sites'))
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
    await page.goto(url('/blog/why-static-sites#为什么选择静态站点'), { waitUntil: 'networkidle' })
    await expect
      .poll(() =>
        page.evaluate(
          () => document.getElementById('为什么选择静态站点')!.getBoundingClientRect().top,
        ),
      )
      .toBeLessThan(200)
  })

  it('returns to where the reader was on back, and starts a new page at the top', async () => {
    const { page, errors } = await visit('/en/blog/why-static-sites')
    // Instant: the site scrolls smoothly, and a smooth scroll has not moved yet when it returns.
    const y = await page.evaluate(() => {
      scrollTo({ top: 900, behavior: 'instant' })
      return scrollY
    })
    expect(y).toBe(900)
    // A script click, so the browser does not scroll the link into view first.
    await page.evaluate(() =>
      document.querySelector<HTMLAnchorElement>('main a[href^="/en/tags/"]')!.click(),
    )
    await page.waitForURL(/\/en\/tags\//)
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0)
    await page.goBack()
    await page.waitForURL(url('/en/blog/why-static-sites'))
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.round(y))
    // Reloading keeps the position too (the positions live in sessionStorage).
    await page.reload({ waitUntil: 'networkidle' })
    await hydrated(page)
    await expect.poll(() => page.evaluate(() => Math.round(scrollY))).toBe(Math.round(y))
    expect(errors).toEqual([])
  })
})

describe('language', () => {
  it('switches to the same page in the other language and back, with the cookie set', async () => {
    const { page } = await visit('/blog/why-static-sites')
    await page.getByRole('link', { name: '切换到 English' }).click()
    await page.waitForURL(url('/en/blog/why-static-sites'))
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    const cookie = (await page.context().cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie).toMatchObject({ value: 'en', sameSite: 'Lax' })
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
    await page.getByRole('link', { name: 'Switch to 简体中文' }).click()
    await page.waitForURL(url('/blog/why-static-sites'))
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
  })

  it("remembers the language chosen with an article's read-in button", async () => {
    const context = await browser().newContext()
    const page = await context.newPage()
    await page.goto(url('/blog/why-static-sites'), { waitUntil: 'networkidle' })
    await hydrated(page)
    await page.getByRole('link', { name: 'Read this in English' }).click()
    await page.waitForURL(url('/en/blog/why-static-sites'))
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected')
    expect(cookie).toMatchObject({ value: 'en', sameSite: 'Lax' })
    // The next visit to the root goes to the English home, as after the header's switch.
    await page.goto(base, { waitUntil: 'networkidle' })
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en')
    await context.close()
  })

  it('ignores a locale cookie with any other value', async () => {
    const page = await fresh()
    await page.context().addCookies([{ name: 'i18n_redirected', value: 'fr', url: base }])
    await page.goto(base, { waitUntil: 'networkidle' })
    expect(new URL(page.url()).pathname).toBe('/')
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN')
  })
})

describe('colour mode', () => {
  it('toggles, survives a reload with no flash, and sets theme-color', async () => {
    // The shared tab's colour scheme is Playwright's default, light, as this test asks.
    const { page } = await visit('/about')
    expect(await page.locator('html').getAttribute('class')).not.toContain('dark')
    await page.getByRole('button', { name: '切换到深色模式' }).click()
    await expect.poll(() => page.locator('html').getAttribute('class')).toContain('dark')
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0f172a')
    // Record the mode at the moment the body first exists: before any content could paint. Taken
    // off again at the end: the tab is shared.
    const atBody = await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.body) return
        ;(window as unknown as { darkAtBody: boolean }).darkAtBody =
          document.documentElement.classList.contains('dark')
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload({ waitUntil: 'networkidle' })
    expect(
      await page.evaluate(() => (window as unknown as { darkAtBody?: boolean }).darkAtBody),
    ).toBe(true)
    await page.getByRole('button', { name: '切换到浅色模式' }).click()
    await expect
      .poll(() => page.locator('meta[name="theme-color"]').getAttribute('content'))
      .toBe('#ffffff')
    await atBody.dispose()
  })
})

describe('official account', () => {
  it('opens from #official-account, drops the hash without reloading, closes with Esc and the button', async () => {
    const { page } = await visit('/en/project#official-account')
    const dialog = page.getByRole('dialog', { name: 'Follow the official account' })
    await dialog.waitFor()
    await expect.poll(() => page.url()).toBe(url('/en/project'))
    expect(await dialog.locator('img').count()).toBe(1)
    // The code says whose it is, and the hint names the account once.
    expect(await dialog.locator('img').getAttribute('alt')).toBe(
      'QR code of the WeChat official account “Zhou Xing Ji”',
    )
    expect(await dialog.locator('p').textContent()).toBe(
      'Scan with WeChat to follow the official account “Zhou Xing Ji”',
    )
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await page.locator('footer a[href="#official-account"]').click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await dialog.waitFor({ state: 'hidden' })
  })
})

describe('errors', () => {
  it('answers an unknown path with the 404 page, in the path’s language', async () => {
    for (const [path, title, message] of [
      ['/no/such/page', '页面不存在', 'Page not found: /no/such/page'],
      ['/en/nothing-here', 'Page not found', 'Page not found: /en/nothing-here'],
    ]) {
      const { page, status } = await visit(path!)
      expect(status).toBe(404)
      // The host's 404.html already has the title; the path is named once the app has rendered.
      await expect.poll(() => page.locator('main').textContent()).toContain(message)
      expect(await page.locator('main h1').textContent()).toBe(title)
      expect(await page.locator('main [data-status]').getAttribute('data-status')).toBe('404')
    }
  })

  it('gives an article slug that does not exist a fatal 404, with a way home', async () => {
    const { page } = await visit('/en/blog/not-an-article')
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('Page Not Found: /en/blog/not-an-article')
    expect(await page.locator('main [data-fatal]').count()).toBe(1)
    await page.getByRole('link', { name: 'Back to home' }).click()
    await page.waitForURL(url('/en'))
  })

  it('shows the 404 of a client navigation to a missing article, without a reload', async () => {
    const { page } = await visit('/blog')
    await page.evaluate(() => {
      ;(window as unknown as { stayed: boolean }).stayed = true
      history.pushState(null, '', '/blog/missing')
      dispatchEvent(new PopStateEvent('popstate'))
    })
    await expect
      .poll(() => page.locator('main').textContent())
      .toContain('Page Not Found: /blog/missing')
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  })
})

describe('article tools', () => {
  it('marks the section in view in the table of contents', async () => {
    const { page } = await visit('/en/blog/why-static-sites', { width: 1400, height: 900 })
    const current = () =>
      page
        .getByRole('navigation', { name: 'On this page' })
        .locator('a[aria-current="location"]')
        .textContent()
    await expect.poll(current).toBe('The long way round')
    await page.evaluate(() =>
      document.getElementById('what-comes-next')!.scrollIntoView({ behavior: 'instant' }),
    )
    await expect.poll(current).toBe('What comes next')
  })
})

describe('unhandled errors', () => {
  // A promise of the site's own scripts (a file from its origin) that fails. Other scripts'
  // errors leave the page alone (e2e/screens/error-page.e2e.ts).
  const raise = async (page: Page) => {
    // The runtime chunk, which may start after hydration, is what watches for them.
    await runtimeStarted(page)
    const script = url('/assets/broken.js')
    const body = "Promise.reject(new Error('Something broke'))"
    await page.route(script, (route) => route.fulfill({ contentType: 'text/javascript', body }))
    await page.addScriptTag({ url: script })
  }

  it('show the error page to a person', async () => {
    const { page } = await visit('/en/about')
    await raise(page)
    await expect.poll(() => page.locator('main').textContent()).toContain('Something broke')
    expect(await page.locator('main [data-error="script"]').count()).toBe(1)
  })

  it('are only logged for a crawler, which keeps the page', async () => {
    const context = await browser().newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      // As `open` does: once the service worker controls the page, it fetches the broken script
      // itself, past the route that serves it, and the script fails to load instead of failing.
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    const logged = watchConsole(page)
    await page.goto(url('/en/about'), { waitUntil: 'networkidle' })
    await hydrated(page)
    await raise(page)
    await expect.poll(() => logged.join(' ')).toContain('Something broke')
    expect(await page.locator('main [data-error]').count()).toBe(0)
    expect(await page.locator('h1').first().textContent()).not.toBe('A script on this page failed')
    await context.close()
  })
})
