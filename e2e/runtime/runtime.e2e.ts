/**
 * The site stays alive through redeploys (issue 5, docs/runtime.md): a new version makes the next
 * navigation a full load, a deleted chunk reloads once and never loops, a stalled host gives a
 * visible error, script links are refused, statistics load only on the production host
 * (preloading: preloading.e2e.ts). Network interception and Playwright's clock stand in for the
 * host and the hour.
 */
import type { Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { article, clickArticleLink, mark, marked } from '../support/full-load.ts'
import { connection, hydrated, open, runtimeStarted, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

describe('a new deploy', () => {
  it('polls latest.json hourly with a timestamp and makes the next navigation a full load', async () => {
    const page = await browser().newPage({ serviceWorkers: 'block' })
    await page.clock.install()
    const live: { id?: string } = {}
    const polls: string[] = []
    await page.route('**/assets/builds/latest.json*', async (route: Route) => {
      polls.push(route.request().url())
      const response = await route.fetch()
      const latest = (await response.json()) as { id: string; timestamp: number }
      await route.fulfill({ json: { ...latest, id: live.id ?? latest.id } })
    })
    await page.goto(url('/blog'), { waitUntil: 'networkidle' })
    await hydrated(page)
    // The hourly timer exists only once the runtime chunk has run.
    await runtimeStarted(page)
    await mark(page)

    // An hour passes, the same build is live: navigating stays a client navigation.
    await page.clock.runFor('01:00:01')
    await expect.poll(() => polls.length).toBe(1)
    expect(polls[0]).toMatch(/latest\.json\?\d{13}$/)
    await clickArticleLink(page)
    expect(await marked(page)).toBe(true)
    await page.goBack()
    await page.waitForURL(url('/blog'))
    // Time jumps an hour at once: let the list's own payload arrive first, or it would time out
    // into a 408. The article's own sidebar links to it too, so wait for the article to go.
    await page.locator('article h1').waitFor({ state: 'detached' })
    await page.locator(`main a[href="${article}"]`).waitFor()

    // Another hour, a new build: the next navigation loads the page afresh.
    live.id = 'a-newer-build'
    await page.clock.runFor('01:00:01')
    await expect.poll(() => polls.length).toBe(2)
    await clickArticleLink(page)
    await expect.poll(() => marked(page).catch(() => false)).toBe(false)
    await page.locator('article h1').waitFor()
    await page.close()
  })

  it('logs a failing build manifest and keeps working', async () => {
    // The failure is in place before the first load: a page opened first and then reloaded
    // could ask once more from its own 1 s timer, just before the reload.
    const page = await browser().newPage({ serviceWorkers: 'block' })
    const logged: string[] = []
    page.on('console', (m) => logged.push(m.text()))
    let asked = 0
    await page.route('**/assets/builds/meta/*.json', (route) => {
      asked++
      return route.fulfill({ status: 500, body: 'boom' })
    })
    await page.goto(url('/en/blog'), { waitUntil: 'networkidle' })
    await hydrated(page)
    await expect.poll(() => logged.join('\n')).toContain('The build manifest could not be loaded')
    expect(asked).toBe(1)
    await page.locator('main li a[href^="/en/blog/"]').first().click()
    await page.locator('article h1').waitFor()
    await page.close()
  })

  it('fetches the build manifest 1 s after load, and not at all on slow-2g', async () => {
    // Time stands still until the test moves it, however slow the machine is. The pause is a
    // moment well ahead of the start: time flows from install to pauseAt, and pausing at a moment
    // already past fails. No page is loaded yet, so no timer fires on the way.
    const paused = async () => {
      const page = await browser().newPage({ serviceWorkers: 'block' })
      await page.clock.install({ time: 1_000_000 })
      await page.clock.pauseAt(2_000_000)
      return page
    }
    const fast = await paused()
    const asked: number[] = []
    await fast.route('**/assets/builds/meta/*.json', (route) => {
      asked.push(Date.now())
      return route.continue()
    })
    await fast.goto(url('/'), { waitUntil: 'networkidle' })
    await hydrated(fast)
    // The 1 s timer exists only once the runtime chunk has run; time has not moved since.
    await runtimeStarted(fast)
    expect(asked).toHaveLength(0)
    await fast.clock.runFor(1100)
    await expect.poll(() => asked.length).toBe(1)
    await fast.close()

    const slow = await paused()
    await slow.addInitScript(connection({ effectiveType: 'slow-2g' }))
    let slowAsked = 0
    await slow.route('**/assets/builds/meta/*.json', (route) => {
      slowAsked++
      return route.continue()
    })
    await slow.goto(url('/'), { waitUntil: 'networkidle' })
    await runtimeStarted(slow)
    // Past the moment the fast page asked, with the runtime running: still nothing.
    await slow.clock.runFor(1100)
    // An absence: give a request the fast page would have made by now a moment to show.
    await slow.waitForTimeout(500)
    expect(slowAsked).toBe(0)
    await slow.close()
  })
})

describe('a route chunk deleted by a newer deploy', () => {
  it('reloads the page once, then shows the error page instead of looping', async () => {
    const page = await browser().newPage({ serviceWorkers: 'block' })
    await page.route(/\/assets\/article-page-[^/]+\.js$/, (route) =>
      route.fulfill({ status: 404, body: 'gone' }),
    )
    const loads: string[] = []
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) loads.push(new URL(frame.url()).pathname)
    })
    await page.goto(url('/blog'), { waitUntil: 'networkidle' })
    await hydrated(page)
    await clickArticleLink(page)
    await page.locator('main [data-error="script"]').waitFor()
    expect(await page.locator('main details').textContent()).toContain('could not be loaded')
    // One full load of the article after the failed client navigation, and no more.
    await page.waitForTimeout(1000)
    const fullLoads = await page.evaluate(() => performance.getEntriesByType('navigation').length)
    expect(fullLoads).toBe(1)
    expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-guard'))).toContain(
      article,
    )
    expect(loads.filter((p) => p === article).length).toBeLessThanOrEqual(2)
    await page.close()
  })
})

describe('a host that stalls', () => {
  it('shows a stuck payload fetch as pending, then ends it with the timeout error on a visible error page', async () => {
    const page = await browser().newPage({ serviceWorkers: 'block' })
    await page.clock.install()
    await page.goto(url('/blog'), { waitUntil: 'networkidle' })
    await hydrated(page)
    // From now on the article's payload never arrives.
    await page.route(`**${article}/_payload.json*`, () => undefined)
    await page.locator(`main a[href="${article}"]`).first().click()
    // Pending: a progress bar while the payload is on its way…
    await page.clock.runFor(200)
    await page.getByRole('progressbar').waitFor()
    // …then the timeout, as an error page, and the bar is gone.
    await page.clock.runFor(10_500)
    const error = page.locator('main [data-status="408"]')
    await error.waitFor()
    expect(await page.getByRole('progressbar').count()).toBe(0)
    // Told in the page's language; the browser's own words wait under the technical details.
    expect(await error.locator('h1').innerText()).toBe('页面加载太久了')
    expect(await error.innerText()).not.toContain('The operation was aborted')
    expect(await error.locator('details').textContent()).toContain(
      'The operation was aborted due to timeout',
    )
    expect(await page.evaluate(() => new DOMException('x', 'TimeoutError').code)).toBe(23)
    await page.close()
  })
})

describe('links', () => {
  it('refuses a javascript: link in content and keeps the page', async () => {
    const page = await browser().newPage({ serviceWorkers: 'block' })
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.route(`**${article}/_payload.json*`, async (route) => {
      const payload = (await (await route.fetch()).json()) as {
        article: { body: { children: unknown[] } }
      }
      payload.article.body.children.unshift({
        type: 'element',
        tagName: 'p',
        properties: {},
        children: [
          {
            type: 'element',
            tagName: 'a',
            properties: { href: 'jav\tascript:alert(1)' },
            children: [{ type: 'text', value: 'A hostile link' }],
          },
        ],
      })
      await route.fulfill({ json: payload })
    })
    await page.goto(url('/blog'), { waitUntil: 'networkidle' })
    await hydrated(page)
    await clickArticleLink(page)
    const hostile = page.getByText('A hostile link')
    await hostile.click()
    await page.waitForTimeout(300)
    expect(dialogs).toEqual([])
    expect(await hostile.evaluate((el) => el.tagName)).toBe('SPAN')
    expect(page.url()).toBe(url(article))
    await page.close()
  })

  it('gives every link to another site rel="noopener noreferrer"', async () => {
    const { page } = await open('/')
    const rels = await page
      .locator('a[href^="http"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('rel')))
    expect(rels.length).toBeGreaterThan(0)
    for (const rel of rels) expect(rel).toBe('noopener noreferrer')
    await page.close()
  })
})

describe('visitor statistics', () => {
  it('are not loaded on 127.0.0.1', async () => {
    const { page } = await open('/')
    await hydrated(page)
    expect(await page.locator('script[data-analytics]').count()).toBe(0)
    await page.close()
  })

  it('load on the production host named in site.yml', async () => {
    const page = await browser().newPage({ serviceWorkers: 'block' })
    const errors = watchConsole(page)
    // The production host, answered by the local build; the statistics service, by a stub.
    await page.route('http://linzhou.dev/**', async (route) => {
      const path = new URL(route.request().url()).pathname
      await route.fulfill({ response: await route.fetch({ url: url(path) }) })
    })
    const stats: string[] = []
    await page.route('https://stats.linzhou.dev/**', (route) => {
      stats.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: 'window.statsLoaded = true' })
    })
    await page.goto('http://linzhou.dev/', { waitUntil: 'networkidle' })
    await hydrated(page)
    await expect.poll(() => stats).toEqual(['https://stats.linzhou.dev/script.js'])
    // The runtime chunk adds the script (runtime/analytics.ts): it runs a moment after its request.
    await expect
      .poll(() => page.evaluate(() => (window as { statsLoaded?: boolean } & Window).statsLoaded))
      .toBe(true)
    expect(errors).toEqual([])
    // The runtime asks the production host for the build's files a second after load: a request
    // still in the route above when the page closes must not fail the run.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.close()
  })
})
