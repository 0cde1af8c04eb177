/**
 * Imagery (issue 54, item 23): no article opens its body with its cover again, nor with a picture
 * drawn like it; in dark mode a light picture shows its dark twin (`x.dark.webp`) or, in a body
 * without one, is dimmed, so nothing glares on the dark page; in light mode each picture is itself.
 * Every article of the sitemap, in both languages; the home, projects and about pages too.
 */
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { hydrated, inLocale, open, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

type Scheme = 'light' | 'dark'
interface Tab {
  page: Page
  errors: string[]
}

// One tab per colour mode, going from page to page: a new tab costs a cold renderer, about three
// loads' worth, and neither tab keeps what a later check reads. The light one never shows a twin,
// so none is in its cache to hide a fetch from the light check; no check clicks the colour mode
// button in either (the one that does has a page of its own), so nothing is stored.
const tabs = {} as Record<Scheme, Tab>
beforeAll(async () => {
  for (const scheme of ['light', 'dark'] as const) {
    const page = await browser().newPage({ serviceWorkers: 'block', colorScheme: scheme })
    tabs[scheme] = { page, errors: watchConsole(page) }
  }
})

/** A new document at `path` in the tab of `scheme`, hydrated, as `open` gives one. */
async function visit(path: string, scheme: Scheme): Promise<Tab> {
  const tab = tabs[scheme]
  tab.errors.length = 0
  await tab.page.goto(url(path), { waitUntil: 'load' })
  await hydrated(tab.page)
  return tab
}

/** Every article of the built site, both languages: the sitemap's pages with a reading body. */
async function articlePaths(): Promise<string[]> {
  const sitemap = await (await fetch(url('/sitemap.xml'))).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => /^(\/en)?\/blog\/./.test(path))
  const html = await Promise.all(paths.map(async (path) => (await fetch(url(path))).text()))
  return paths.filter((_, i) => html[i]!.includes('class="reading-progress"'))
}
const articles = await articlePaths()

/** `/_images/blog/x-640.1a2b3c4d.webp` and `/images/blog/x.webp` both name the source `blog/x`. */
const sourceOf = (src: string) =>
  src
    .replace(/^\/_images\/(.*)-\d+\.[0-9a-f]{8}\.webp$/, '$1')
    .replace(/^\/images\/(.*)\.\w+$/, '$1')

/**
 * Each image as a 32×18 thumbnail (RGB, each pixel the mean of a 10×10 block of a 320×180
 * drawing) and its mean luminance (0–1), measured in the page from the files it serves.
 */
function measure(page: Page, srcs: string[]) {
  return page.evaluate(async (list) => {
    const canvas = document.createElement('canvas')
    canvas.width = 320
    canvas.height = 180
    const context = canvas.getContext('2d', { willReadFrequently: true })!
    const one = async (src: string) => {
      const image = new Image()
      image.src = src
      await image.decode()
      context.drawImage(image, 0, 0, 320, 180)
      const { data } = context.getImageData(0, 0, 320, 180)
      const thumb: number[] = []
      let light = 0
      for (let ty = 0; ty < 18; ty++)
        for (let tx = 0; tx < 32; tx++)
          for (let channel = 0; channel < 3; channel++) {
            let sum = 0
            for (let y = ty * 10; y < ty * 10 + 10; y++)
              for (let x = tx * 10; x < tx * 10 + 10; x++) sum += data[(y * 320 + x) * 4 + channel]!
            thumb.push(sum / 100)
            light += ((sum / 100) * [0.2126, 0.7152, 0.0722][channel]!) / 255
          }
      return { thumb, luminance: light / (32 * 18) }
    }
    const out: Record<string, { thumb: number[]; luminance: number }> = {}
    for (const src of list) out[src] = await one(src)
    return out
  }, srcs)
}

/** Mean absolute difference of two thumbnails, 0–255. */
const difference = (a: number[], b: number[]) =>
  a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0) / a.length

/**
 * Cover and first body figure of each article, read from its prerendered HTML. Same-motif pairs of
 * the old sample images differed by 9–13; different pictures differ by 20 and more.
 */
const lookAlike = 16

describe('an article’s first figure', () => {
  it('is neither its cover nor a picture drawn like it, in any article of either language', async () => {
    expect(articles.length).toBeGreaterThanOrEqual(20)
    expect(articles.some((path) => path.startsWith('/en/'))).toBe(true)
    // The dark tab: this loads covers and figures, which the light tab's not-fetched check must
    // not find in its cache.
    const { page } = tabs.dark
    await page.goto(url('/404.html'))
    const pairs = await page.evaluate(async (paths) => {
      const parser = new DOMParser()
      return Promise.all(
        paths.map(async (path) => {
          const html = parser.parseFromString(await (await fetch(path)).text(), 'text/html')
          const cover = html.querySelector('article header img[fetchpriority="high"]')
          const first = html.querySelector('article .prose img')
          return { path, cover: cover?.getAttribute('src'), first: first?.getAttribute('src') }
        }),
      )
    }, articles)
    const both = pairs.filter((pair) => pair.cover && pair.first) as {
      path: string
      cover: string
      first: string
    }[]
    // The sample blog has covers on every article and figures in most.
    expect(both.length).toBeGreaterThanOrEqual(14)
    const pictures = await measure(page, [...new Set(both.flatMap((p) => [p.cover, p.first]))])
    for (const { path, cover, first } of both) {
      expect(sourceOf(first), path).not.toBe(sourceOf(cover))
      const apart = difference(pictures[cover]!.thumb, pictures[first]!.thumb)
      expect(apart, `${path}: ${cover} and ${first} look alike`).toBeGreaterThan(lookAlike)
    }
  })
})

/** Mean luminance over which a picture glares on the dark page. */
const glare = 0.6

interface Shown {
  src: string
  scheme?: string
  filter: string
  /** In an article's body, where prose.css dims a picture without a twin. */
  inBody: boolean
}

/** The content images a reader sees in `scope` (hidden twins and small avatars left out). */
const shownImages = (page: Page, scope: string) =>
  page.locator(scope).evaluateAll((images) =>
    images
      .filter((image) => image.getBoundingClientRect().width > 100)
      .map((image) => ({
        src: image.getAttribute('src')!,
        scheme: (image as HTMLElement).dataset.scheme,
        filter: getComputedStyle(image).filter,
        inBody: image.closest('.prose') !== null,
      })),
  )

const brightness = (filter: string) => Number(/brightness\(([\d.]+)\)/.exec(filter)?.[1] ?? 1)

/** In dark mode: a picture with a twin shows the twin, a body picture without one is dimmed. */
async function expectDark(page: Page, shown: Shown[], where: string) {
  const pictures = await measure(
    page,
    shown.map((image) => image.src),
  )
  for (const image of shown) {
    if (image.scheme) expect(image.scheme, `${where}: ${image.src}`).toBe('dark')
    const seen = pictures[image.src]!.luminance * brightness(image.filter)
    expect(seen, `${where}: ${image.src} glares`).toBeLessThan(glare)
  }
}

const articleImages = 'article header img, article .prose img'

// Both languages' articles show the same picture files: the Chinese ones are enough for each mode.
const chineseArticles = articles.filter((path) => !/^\/en\//.test(path))

describe.each(chineseArticles.map((path) => [path]))('the pictures of %s', (path) => {
  it('show their dark twins, or are dimmed, in dark mode, and none glares', async () => {
    const { page, errors } = await visit(path, 'dark')
    const shown = await shownImages(page, articleImages)
    expect(shown.length).toBeGreaterThan(0)
    await expectDark(page, shown, path)
    const body = await shownImages(page, 'article .prose img')
    for (const image of body.filter((image) => !image.scheme))
      expect(brightness(image.filter), `${path}: ${image.src} is not dimmed`).toBeLessThan(1)
    expect(errors).toEqual([])
  })

  it('are themselves in light mode, a mostly white cover with its twin hidden and not fetched', async () => {
    const { page } = await visit(path, 'light')
    const shown = await shownImages(page, articleImages)
    const pictures = await measure(
      page,
      shown.map((image) => image.src),
    )
    for (const image of shown) {
      expect(image.scheme ?? 'light', `${path}: ${image.src}`).toBe('light')
      expect(image.src).not.toMatch(/\.dark[.-]/)
      expect(image.filter).toBe('none')
      // Mostly white: it has a twin, or it is a photo in the body, which dark mode dims.
      if (pictures[image.src]!.luminance > glare)
        expect(image.scheme ?? (image.inBody && 'dimmed'), `${path}: ${image.src}`).toBeTruthy()
    }
    // The twins wait, hidden and lazy, for dark mode: a light page never downloads one.
    await page.waitForLoadState('networkidle')
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    )
    expect(fetched.filter((name) => /\.dark[.-]/.test(name))).toEqual([])
  })
})

describe('a photo in an article, with no twin', () => {
  it.each(['light', 'dark'] as const)('is dimmed in dark mode only (%s)', async (scheme) => {
    const { page } = await visit('/blog/speaking-checklist', scheme)
    const photo = page.locator('article .prose img[src$="/desk-setup.webp"]')
    expect(await photo.getAttribute('data-scheme')).toBeNull()
    const filter = await photo.evaluate((image) => getComputedStyle(image).filter)
    expect(brightness(filter)).toBe(scheme === 'dark' ? 0.85 : 1)
  })
})

describe('dark twins elsewhere', () => {
  it('follow the colour mode button, not only the system setting, and load when shown', async () => {
    const { page } = await open('/en/blog/why-static-sites', { colorScheme: 'light' })
    const cover = (scheme: string) => page.locator(`article header img[data-scheme="${scheme}"]`)
    await expect.poll(() => cover('light').isVisible()).toBe(true)
    expect(await cover('dark').isVisible()).toBe(false)
    await page.locator('button[data-color-mode]').click()
    await expect.poll(() => cover('dark').isVisible()).toBe(true)
    expect(await cover('light').isVisible()).toBe(false)
    await expect
      .poll(() => cover('dark').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0)
    expect(await cover('dark').getAttribute('srcset')).toMatch(/why-static-sites\.dark-/)
    await page.close()
  })

  for (const screen of ['/', '/project', '/about'])
    for (const locale of ['zh', 'en'])
      it(`keep the home, projects and about pictures from glaring in dark mode (${inLocale(screen, locale)})`, async () => {
        const where = inLocale(screen, locale)
        const { page } = await visit(where, 'dark')
        const shown = await shownImages(page, 'main img')
        expect(shown.length).toBeGreaterThan(0)
        await expectDark(page, shown, where)
        // The Hanzi Grid artwork, among others, has a twin of its own.
        if (screen === '/project')
          expect(shown.map((image) => image.src).join(' ')).toMatch(/hanzi-grid\.dark-/)
      })
})
