/**
 * Formulas and diagrams (issue 34, items 1 and 2), in both languages: KaTeX's markup comes with
 * the page and reads with scripts off, its stylesheet and fonts load only where a formula is;
 * a mermaid block is drawn as SVG, again when the colour mode changes, shows its source with
 * scripts off, and Mermaid loads only where a diagram is; a diagram that does not parse shows its
 * source under the parser's message (`withDiagramSource` below).
 */
import type { Page } from 'playwright-core'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { hydrated, inLocale, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()
const locales = ['zh', 'en'] as const
const mathArticle = '/blog/reading-a-cpu-profile'
const diagramArticle = '/blog/markdown-pipeline-with-unified'
const isKatex = (address: string) => /katex/i.test(address)
const isMermaid = (address: string) => /draw-diagram|mermaid|flowDiagram/i.test(address)

/**
 * A page in a context of its own (so its first visit finds nothing in the browser's cache) that
 * lists every address it requests and what its console shows as errors.
 */
async function watchedPage(options: { javaScriptEnabled?: boolean } = {}) {
  const page = await browser().newPage({ serviceWorkers: 'block', ...options })
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  const errors = watchConsole(page)
  return { page, requests, errors }
}
type Watched = Awaited<ReturnType<typeof watchedPage>>

/**
 * A new context costs seconds on a loaded machine: the tests of one language share a watched page
 * each for JavaScript on and off, visiting their addresses in it in turn, in an order where a test
 * that needs a file uncached comes before any that loads it. A test that fails leaves the page in
 * a state nobody can tell: its retry, and the tests after it, get a new one.
 */
function sharedWatchedPage(options: { javaScriptEnabled?: boolean } = {}) {
  let watched: Watched | undefined
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !watched) return
    await watched.page.close()
    watched = undefined
  })
  afterAll(() => watched?.page.close())
  return async () => (watched ??= await watchedPage(options))
}

/** Loads `address` in a watched page, its lists emptied first; waits for hydration, not silence. */
async function visit({ page, requests, errors }: Watched, address: string) {
  // A blank page first: what the last document still reports is not this one's.
  await page.goto('about:blank')
  requests.length = 0
  errors.length = 0
  await page.goto(url(address))
  await hydrated(page)
}

/** KaTeX's stylesheet is in force: the MathML copy is clipped away, the HTML set in KaTeX's font. */
const typeset = (page: Page) =>
  page
    .locator('.katex')
    .first()
    .evaluate((katex) => ({
      mathmlWidth: katex.querySelector('.katex-mathml')!.getBoundingClientRect().width,
      htmlHeight: katex.querySelector('.katex-html')!.getBoundingClientRect().height,
      font: getComputedStyle(katex).fontFamily,
    }))

/** The first node's fill in the drawn diagram: Mermaid's light and dark themes differ in it. */
const nodeFill = (page: Page) =>
  page
    .locator('figure.diagram[data-drawn] .diagram-svg g.node :is(rect, polygon, path)')
    .first()
    .evaluate((shape) => getComputedStyle(shape).fill)

/**
 * A diagram that does not parse, in each language: the arrow points nowhere. Mermaid parses in the
 * browser only (the build copies a fence's source as it is, rehype-mermaid.ts), so the diagram
 * article served with this source in place of its own is what an article with it would be; that
 * costs one routed visit, where building a copy of the site with one more article cost 10 to 60 s.
 */
const broken = {
  zh: 'flowchart LR\n  A[开始] -->',
  en: 'flowchart LR\n  A[Start] -->',
}

/** The diagram article's page with `source` as its diagram's, in the HTML and the router's data. */
function withDiagramSource(html: string, source: string) {
  const inPage = /(<pre data-language="mermaid"[^>]*>)[^<]*(<\/pre>)/
  const inData =
    /("dataLanguage":"mermaid"\},"children":\[\{"type":"text","value":)"(?:[^"\\]|\\.)*"/
  // Both: with the page alone changed, the router's data wins and the good diagram is drawn
  // (hydration-data.ts writes the data as JSON.stringify does, `<` escaped).
  expect(inPage.test(html), 'the diagram’s <pre> in the page').toBe(true)
  expect(inData.test(html), 'the diagram’s source in the router’s data').toBe(true)
  const text = source.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return html
    .replace(inPage, (_, open: string, close: string) => open + text + close)
    .replace(inData, (_, key: string) => key + JSON.stringify(source).replace(/</g, '\\u003c'))
}

describe.each(locales)('%s', (locale) => {
  const scriptless = sharedWatchedPage({ javaScriptEnabled: false })
  const scripted = sharedWatchedPage()

  describe('formulas', () => {
    it('come typeset with the page and read with JavaScript off, in KaTeX’s stylesheet and fonts', async () => {
      // The first visit of its page: KaTeX's files are not in the cache yet.
      const { page, requests } = await scriptless()
      // The fonts are requested once the formulas are laid out: wait for that, not network silence.
      await Promise.all([
        page.waitForRequest((request) => /KaTeX_.*\.woff2$/.test(request.url())),
        page.goto(url(inLocale(mathArticle, locale))),
      ])
      expect(await page.locator('.katex-display').count()).toBeGreaterThan(0)
      expect(await page.locator('.katex').count()).toBeGreaterThan(5)
      expect(await page.locator('.katex-display math annotation').first().textContent()).toContain(
        '\\operatorname{SE}(\\hat{p})',
      )
      expect(await page.locator('.katex-display').first().isVisible()).toBe(true)
      const shown = await typeset(page)
      expect(shown.mathmlWidth).toBeLessThanOrEqual(1)
      expect(shown.htmlHeight).toBeGreaterThan(10)
      expect(shown.font).toContain('KaTeX_Main')
      expect(requests.filter(isKatex).some((r) => r.endsWith('.css'))).toBe(true)
      expect(requests.filter((r) => /KaTeX_.*\.woff2$/.test(r)).length).toBeGreaterThan(0)
    })

    it('load KaTeX’s stylesheet on no page without a formula, and no KaTeX script anywhere', async () => {
      // The first visits of their page, and pages without a formula first: the formula's page
      // then still finds KaTeX's files uncached.
      const watched = await scripted()
      const { page, requests, errors } = watched
      for (const path of ['/', '/blog', '/blog/why-static-sites', '/about']) {
        await visit(watched, inLocale(path, locale))
        expect(requests.filter(isKatex), path).toEqual([])
        expect(await page.locator('link[href*="katex"]').count(), path).toBe(0)
      }
      await visit(watched, inLocale(mathArticle, locale))
      expect(requests.filter(isKatex).length).toBeGreaterThan(0)
      expect(requests.filter(isKatex).filter((r) => !/\.(css|woff2)$/.test(r))).toEqual([])
      expect(errors).toEqual([])
    })

    it('are typeset after a client navigation from a page without any', async () => {
      // KaTeX's files may be cached by now: what counts is that the new page is set in them.
      const watched = await scripted()
      const { page, requests, errors } = watched
      await visit(watched, inLocale('/blog', locale))
      expect(requests.filter(isKatex)).toEqual([])
      await page.locator(`main a[href$="${mathArticle}"]`).first().click()
      await page.waitForURL(`**${inLocale(mathArticle, locale)}`)
      await page.locator('.katex-display').first().waitFor()
      const shown = await typeset(page)
      expect(shown.mathmlWidth).toBeLessThanOrEqual(1)
      expect(shown.font).toContain('KaTeX_Main')
      expect(errors).toEqual([])
    })
  })

  describe('diagrams', () => {
    it('load Mermaid only on a page that has one, and are drawn as SVG over their source, again when the colour mode changes', async () => {
      // Before any diagram in its page, and the page without one first: the page with one then
      // still finds Mermaid's files uncached. One visit of that page serves both halves: drawing
      // it is the dearest thing this file does.
      const watched = await scripted()
      const { page, requests, errors } = watched
      await visit(watched, inLocale(mathArticle, locale))
      expect(requests.filter(isMermaid)).toEqual([])
      await visit(watched, inLocale(diagramArticle, locale))
      const figure = page.locator('figure.diagram')
      const drawing = figure.locator('.diagram-svg svg')
      // Drawn only once Mermaid's files came: they were requested by then.
      await drawing.waitFor()
      expect(requests.filter(isMermaid).length).toBeGreaterThan(0)
      expect(await figure.locator('pre').isVisible()).toBe(false)
      expect(await drawing.isVisible()).toBe(true)
      expect(await drawing.textContent()).toContain('remark-rehype')
      // The colour mode it picks is stored: only the broken diagram below, where colour does not
      // matter, comes after it in its page.
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
      const before = await nodeFill(page)
      await page.locator('header button[data-color-mode]').click()
      await page.waitForFunction(
        (was) => document.documentElement.classList.contains('dark') !== was,
        dark,
      )
      await expect.poll(() => nodeFill(page)).not.toBe(before)
      expect(await figure.locator('.diagram-svg svg').count()).toBe(1)
      expect(errors).toEqual([])
    })

    it('show their source as a code block with JavaScript off', async () => {
      const { page } = await scriptless()
      await page.goto(url(inLocale(diagramArticle, locale)))
      const figure = page.locator('figure.diagram')
      expect(await figure.locator('.diagram-svg').count()).toBe(0)
      expect(await figure.locator('pre').isVisible()).toBe(true)
      expect(await figure.locator('pre').textContent()).toMatch(
        /^flowchart TB\n\s+subgraph remark\[/,
      )
    })

    it('that do not parse show their source under the parser’s message, never a blank box', async () => {
      // Last in its page: routing turns the browser's cache off for it.
      const watched = await scripted()
      const { page, errors } = watched
      const address = url(inLocale(diagramArticle, locale))
      // Changed before the route is set, so a page that changed shape fails here, not in a timeout.
      const served = await page.request.get(address)
      const body = withDiagramSource(await served.text(), broken[locale])
      await page.route(address, (route) => route.fulfill({ response: served, body }))
      await visit(watched, inLocale(diagramArticle, locale))
      const figure = page.locator('figure.diagram')
      const message = figure.locator('.diagram-error')
      await message.waitFor()
      expect(await message.textContent()).toContain(
        locale === 'zh' ? 'Mermaid 的解析器说' : 'parser says',
      )
      expect(await message.locator('pre').textContent()).toMatch(
        /^Parse error on line \d+:[\s\S]*Expecting .*got 'EOF'/,
      )
      expect(await figure.locator('.diagram-svg').count()).toBe(0)
      const source = figure.locator('.code-block pre')
      expect(await source.isVisible()).toBe(true)
      expect(await source.textContent()).toContain('flowchart LR')
      // Nothing in the console: hydration found the page and its data agreeing on the source.
      expect(errors).toEqual([])
      await page.unroute(address)
    })
  })
})
