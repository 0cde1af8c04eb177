/**
 * Every screen of the prerendered site in both languages, as a static host serves it: it renders,
 * hydrates without a warning, holds no text of the other language, reads with JavaScript off and
 * fits a 360 px phone.
 *
 * Screens that only look share one page: they visit their addresses in turn. A page in a new
 * context cost seconds on a loaded machine, more than the visit itself. No visit here changes what
 * the next one reads (looking writes no cookie or storage, and service workers are blocked). A
 * visit waits for hydration and the runtime, not network silence. The phone's width is checked
 * on the same visit, the window narrowed: the layout is CSS, laid out again on a resize (compared
 * element by element with a load at 360 px, every screen alike, when this was written).
 */
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { hydrated, inLocale, runtimeStarted, screens, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()
const desktop = { width: 1280, height: 720 }
const phone = { width: 360, height: 740 }
let looking: Page
let errors: string[]
beforeAll(async () => {
  // The service worker would answer requests before the page's own loads are seen.
  looking = await browser().newPage({ serviceWorkers: 'block', viewport: desktop })
  errors = watchConsole(looking)
})
afterAll(() => looking?.context().close())

/**
 * Loads `path` afresh in the shared page, at the desktop width (after `prepare`); `errors` then
 * holds what this visit logged.
 */
async function visit(path: string, prepare?: (page: Page) => Promise<void>) {
  const page = looking
  await page.setViewportSize(desktop)
  await prepare?.(page)
  errors.length = 0
  const response = await page.goto(url(path))
  await hydrated(page)
  await runtimeStarted(page)
  return { page, errors, status: response?.status() ?? 0 }
}

describe.each(['zh', 'en'])('every screen in %s', (locale) => {
  it.each(screens)(
    '%s renders, hydrates, logs no error and fits a 360 px phone with no sideways scrolling',
    async (path) => {
      const { page, errors, status } = await visit(inLocale(path, locale))
      expect(status).toBe(200)
      expect(await page.locator('html').getAttribute('lang')).toBe(locale === 'zh' ? 'zh-CN' : 'en')
      expect(await page.locator('h1').first().textContent()).toBeTruthy()
      expect(await page.title()).toMatch(locale === 'zh' ? /林舟/ : /Lin Zhou/)
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy()
      // Every icon shows a symbol of the page's own sprite (src/node/app/icon-sprite-fs.ts): none blank.
      const icons = await page.evaluate(() =>
        [...document.querySelectorAll('svg.icon use')].map((use) => {
          const href = use.getAttribute('href') ?? ''
          return { href, drawn: !!document.querySelector(`svg symbol${href}`) }
        }),
      )
      expect(icons.length).toBeGreaterThan(5)
      expect(icons.filter((icon) => !icon.drawn)).toEqual([])
      expect(errors).toEqual([])
      await page.setViewportSize(phone)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        phone.width,
      )
    },
  )

  it('has no interface text of the other language', async () => {
    const { page } = await visit(inLocale('/blog/why-static-sites', locale))
    // Interface text only: labels, dates, reading time, buttons; the name of the other language
    // (marked with its own lang) and content such as titles are not interface text.
    const chrome = await page.evaluate(() => {
      const parts: string[] = []
      for (const el of document.querySelectorAll(
        'header, article header time, article header p, summary, nav[aria-label] > p, footer p:first-child, button, [aria-label]',
      )) {
        if (el.closest('[lang]:not(html)')) continue
        const clone = el.cloneNode(true) as HTMLElement
        clone.querySelectorAll('[lang]').forEach((n) => n.remove())
        if (el.matches('header, time, summary, button, footer p, nav > p'))
          parts.push(clone.textContent ?? '')
        parts.push(el.getAttribute('aria-label') ?? '')
      }
      return parts.join(' ')
    })
    if (locale === 'en') expect(chrome).not.toMatch(/[\u4e00-\u9fff]/)
    else expect(chrome).not.toMatch(/\b(Home|Blog|About|Projects|min read|Back)\b/)
  })
})

describe('hydration', () => {
  it('does not refetch what the prerendered HTML already holds', async () => {
    const page = await browser().newPage({ serviceWorkers: 'block' })
    // Preloading is off (as on save-data), so only hydration and the navigation are counted.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    )
    const requests: string[] = []
    page.on('request', (r) => requests.push(new URL(r.url()).pathname))
    await page.goto(url('/en/blog/why-static-sites'), { waitUntil: 'networkidle' })
    await hydrated(page)
    expect(requests.filter((r) => r.endsWith('_payload.json') || r.includes('/_content/'))).toEqual(
      [],
    )
    // A client navigation then costs the next page's payload, and nothing else of the content.
    await page.getByRole('link', { name: 'Back to the blog' }).click()
    await page.waitForURL(url('/en/blog'))
    expect(requests.filter((r) => r.endsWith('_payload.json') || r.includes('/_content/'))).toEqual(
      ['/en/blog/_payload.json'],
    )
    await page.close()
  })
})

describe('without JavaScript', () => {
  it('reads an article in full: title, body, code, every tab panel', async () => {
    const page = await browser().newPage({ javaScriptEnabled: false })
    await page.goto(url('/en/blog/markdown-pipeline-with-unified'))
    expect(await page.locator('h1').textContent()).toBeTruthy()
    expect(await page.locator('article .prose p').count()).toBeGreaterThan(5)
    expect(await page.locator('article pre').count()).toBeGreaterThan(1)
    const panels = page.locator('[role="tabpanel"]')
    expect(await panels.count()).toBeGreaterThan(2)
    for (let i = 0; i < (await panels.count()); i++)
      expect(await panels.nth(i).isVisible()).toBe(true)
    await page.close()
  })
})

describe('icons', () => {
  // Last in the file: the scheme each case emulates stays on the shared page.
  it.each(['light', 'dark'] as const)('are drawn in the text colour, %s', async (colorScheme) => {
    // Each case sets its own scheme before it loads the page, so neither sees the other's.
    const { page } = await visit('/', (page) => page.emulateMedia({ colorScheme }))
    const icon = page.locator('footer a[href$="rss.xml"] svg.icon')
    const box = (await icon.boundingBox())!
    // 1.2em of the link's 18 px text.
    expect(Math.round(box.width)).toBe(22)
    // The icon's own pixels: a stroke in the text colour on the page's ground.
    const [red] = (await sharp(await icon.screenshot()).stats()).channels
    if (colorScheme === 'light') {
      expect(red!.min).toBeLessThan(140)
      expect(red!.max).toBeGreaterThan(230)
    } else {
      expect(red!.max).toBeGreaterThan(110)
      expect(red!.min).toBeLessThan(40)
    }
  })
})
