/**
 * Every request the running site makes can fail (issue 8): the page payload, a lazy route chunk,
 * the search index, the build manifest, latest.json and the locale messages, each answered with a
 * 500, never answered (the 10 s timeout, moved by Playwright's clock), or, where it is JSON, with a
 * damaged body. The visitor sees a clear message or a page that keeps working; never an empty
 * `main` and never an uncaught error.
 */
import type { Page, Route } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { forgetState, hydrated, runtimeStarted, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()
// An article on the blog list's first page.
const article = '/blog/image-pipeline-with-sharp'

type Fault = '500' | 'timeout' | 'malformed JSON'
const jsonFaults: Fault[] = ['500', 'timeout', 'malformed JSON']
const scriptFaults: Fault[] = ['500', 'timeout']

/** Answers a request the way a broken host does; a timeout is a request never answered. */
const answer = (fault: Fault) => (route: Route) => {
  if (fault === '500') return route.fulfill({ status: 500, body: 'Internal Server Error' })
  if (fault === 'malformed JSON')
    return route.fulfill({ contentType: 'application/json', body: '{"id": "half a fil' })
  return undefined
}

/**
 * Past the runtime's 10 s request limit, with a margin; a fault that is not a timeout needs none.
 * A jump, as when a laptop's lid opens again: the limit's timer fires, and so does each other timer
 * due by then, once. Running every frame of those 10 s instead took seconds where an animation
 * (the progress bar, the palette's) runs meanwhile, and shows the visitor nothing more.
 */
const waitOut = (page: Page, fault: Fault) =>
  fault === 'timeout' ? page.clock.fastForward(10_500) : Promise.resolve()

// One tab on fake time for every case: a new tab costs a cold renderer, about three loads' worth.
// Each case starts in a new document of its own (`fresh`), with its own record of errors and
// console lines. A fault cached by an earlier case cannot pass a later one: while a route is in
// place Playwright turns the tab's HTTP cache off, so a request a case faults reaches its route,
// and one answered from the cache would only make the case fail.
let tab: Page
let record = { errors: [] as string[], logged: [] as string[] }
beforeAll(async () => {
  tab = await browser().newPage({ serviceWorkers: 'block' })
  // Once for the tab: it goes with the tab to every document it loads. Its time goes on from one
  // to the next (after an hour's jump, the next page starts an hour ahead); of what the site keeps
  // across documents only the chunk guard's marks hold a time, and `fresh` empties them.
  await tab.clock.install()
  tab.on('pageerror', (error) => record.errors.push(error.message))
  tab.on('console', (message) => record.logged.push(message.text()))
})

/** The tab with nothing of the last case's: what it reports from then on is the new case's. */
async function fresh() {
  await forgetState(tab)
  record = { errors: [], logged: [] }
  return { page: tab, ...record }
}

/**
 * A page on fake time that records uncaught errors and what the console logged. The cases need
 * the app hydrated and the runtime started, and wait for exactly that: not for the network to go
 * quiet, which costs half a second or more per page, and never comes while a faulted request
 * hangs. Links in view may still be preloading: no case routes a request they make (the payload
 * case's article is below the fold, and the chunk case fails the chunk before the page loads).
 */
async function start(path: string, prepare?: (page: Page) => Promise<unknown>) {
  const { page, errors, logged } = await fresh()
  await prepare?.(page)
  await page.goto(url(path), { waitUntil: 'load' })
  await hydrated(page)
  // The runtime's timers (the manifest's 1 s, the hourly poll) exist once its chunk has run:
  // moving the clock before then would move nothing.
  await runtimeStarted(page)
  return { page, errors, logged }
}

/** The main area holds text a visitor can read. */
async function expectReadable(page: Page) {
  await expect
    .poll(async () => (await page.locator('main').innerText()).trim().length)
    .toBeGreaterThan(0)
}

/** The article opened by a client navigation from the list, its payload faulted. */
async function openArticle(page: Page, fault: Fault) {
  const asked = page.waitForRequest(`**${article}/_payload.json*`)
  await page.locator(`main a[href="${article}"]`).first().click()
  // The 10 s limit runs from the request on, and the address changes only once the navigation
  // ends: move the clock in between, or the limit passes in real time.
  await asked
  await waitOut(page, fault)
  await page.waitForURL(url(article))
}

/** Any English article, by a client navigation (or a full load, where the app did not start). */
async function openArticleEn(page: Page) {
  await page.locator('main li a[href^="/en/blog/"]').first().click()
  await page.locator('article h1').waitFor()
}

describe('the page payload', () => {
  // The host's 500 and the timeout keep their status; a damaged file fails the page's script.
  const views: Record<Fault, string> = {
    '500': '[data-status="500"]',
    timeout: '[data-status="408"]',
    'malformed JSON': '[data-error="script"]',
  }
  // What a visitor reads, in the page's language (issue 54, item 8), and the browser's or the
  // host's own words, kept under "技术细节".
  const headings: Record<Fault, string> = {
    '500': '服务器暂时出了问题',
    timeout: '页面加载太久了',
    'malformed JSON': '页面脚本出错了',
  }
  const messages: Record<Fault, RegExp> = {
    '500': /Internal Server Error/i,
    timeout: /The operation was aborted due to timeout/,
    'malformed JSON': /is damaged \(not JSON\)/,
  }
  it.each(jsonFaults)('failing with %s gives the error page in the layout', async (fault) => {
    const { page, errors } = await start('/blog')
    await page.route(`**${article}/_payload.json*`, answer(fault))
    await openArticle(page, fault)
    const error = page.locator(`main ${views[fault]}`)
    await error.waitFor()
    expect(await error.locator('h1').innerText()).toBe(headings[fault])
    expect(await error.innerText()).not.toMatch(messages[fault])
    expect(await error.locator('details').textContent()).toMatch(messages[fault])
    // The way back is offered and works.
    await page.locator('main [data-error] a').click()
    await page.waitForURL(url('/'))
    await expectReadable(page)
    expect(errors).toEqual([])
  })
})

describe('a lazy route chunk', () => {
  it.each(scriptFaults)('failing with %s never leaves the visitor a blank page', async (fault) => {
    const { page, errors } = await start('/blog', (p) =>
      p.route(/\/assets\/article-page-[^/]+\.js$/, answer(fault)),
    )
    await page.locator(`main a[href="${article}"]`).first().waitFor()
    const list = await page.locator('main').innerText()
    await page.locator(`main a[href="${article}"]`).first().click()
    await waitOut(page, fault)
    if (fault === '500') {
      // One full load of the article (SPEC §8), whose chunk fails again: the error page.
      await page.locator('main [data-error="script"]').waitFor()
      expect(await page.locator('main details').textContent()).toContain('could not be loaded')
    } else {
      // A module import has no time limit of its own: the list stays, readable and working,
      // with the progress bar saying something is on its way.
      await page.getByRole('progressbar').waitFor()
      expect(await page.locator('main').innerText()).toBe(list)
    }
    await expectReadable(page)
    expect(errors).toEqual([])
  })
})

describe('the search index', () => {
  it.each(jsonFaults)('a part failing with %s says so inside the palette', async (fault) => {
    const { page, errors } = await start('/en/blog', async (p) => {
      await p.route('**/_content/search-part.*.json', answer(fault))
    })
    await page.keyboard.press('Control+k')
    const palette = page.getByTestId('search-palette')
    await palette.waitFor()
    // Typing asks for the index; its 10 s limit runs from the request on.
    const asked = page.waitForRequest('**/_content/search-part.*.json')
    await page.keyboard.type('static')
    await asked
    await waitOut(page, fault)
    await expect
      .poll(() => palette.getByRole('alert').innerText())
      .toContain('The search index could not be loaded')
    // Closed again, the page around it still works.
    await page.keyboard.press('Escape')
    await expectReadable(page)
    await openArticleEn(page)
    expect(errors).toEqual([])
  })
})

describe('the build files', () => {
  const files = [
    {
      name: 'the build manifest',
      pattern: '**/assets/builds/meta/*.json',
      // Fetched 1 s after load.
      due: 1_100,
      log: 'The build manifest could not be loaded',
    },
    {
      name: 'latest.json',
      pattern: '**/assets/builds/latest.json*',
      // Polled every hour.
      due: 60 * 60 * 1000 + 1_000,
      log: 'Could not check for a new version',
    },
  ]
  const cases = files.flatMap((file) => jsonFaults.map((fault) => ({ ...file, fault })))
  it.each(cases)('$name failing with $fault is logged and the site keeps working', async (c) => {
    const { page, errors, logged } = await start('/en/blog', async (p) => {
      await p.route(c.pattern, answer(c.fault))
    })
    await page.clock.runFor(c.due)
    await waitOut(page, c.fault)
    await expect.poll(() => logged.join('\n')).toContain(c.log)
    await openArticleEn(page)
    await expectReadable(page)
    expect(errors).toEqual([])
  })
})

describe('the locale messages', () => {
  // UI strings are a lazy script per locale (src/client/i18n/i18n.ts), loaded once at start: a language
  // switch is a full page load. They are JavaScript, so there is no damaged-JSON case.
  it.each(scriptFaults)(
    'failing with %s leaves the prerendered page readable and its links working',
    async (fault) => {
      const { page, errors } = await fresh()
      const messages = /\/assets\/en-[^/]+\.js$/
      await page.route(messages, answer(fault))
      // The start has done all it will: given up on a 500 (and said so in the console), or asked
      // for the messages that never come and waits on them.
      const startSettled =
        fault === '500'
          ? page.waitForEvent('console', (m) => m.text().includes('The page stays as the host'))
          : page.waitForRequest(messages)
      await page.goto(url('/en/blog'), { waitUntil: 'domcontentloaded' })
      await waitOut(page, fault)
      await startSettled
      await expectReadable(page)
      // Without the app, links are plain links: the next page is a full load, and readable.
      await page.locator('main li a[href^="/en/blog/"]').first().click()
      await page.locator('article h1').waitFor()
      await expectReadable(page)
      expect(errors).toEqual([])
    },
  )
})
