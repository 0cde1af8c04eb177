/**
 * What a reader of a long article gets around the text (issue 34): the quiet notice on an article
 * last updated longer ago than site.yml's `outdatedAfterDays` (item 8), the reading-progress bar
 * (item 9) and "Edit this page" under every page written in a file of content/ (item 10), each
 * in both languages and, where the prerendered HTML carries it, with JavaScript off.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchConsole } from '../support/console.ts'
import { hydrated, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

/** What a context gets when it names none (Playwright's default), and the wider desktop some tests use. */
const usual = { width: 1280, height: 720 }
const desktop = { width: 1280, height: 800 }
const notice = (page: Page) => page.locator('p[role="note"].outdated-notice')

// One page with JavaScript off and one with it on for every case below, in turn: a new page costs
// a second or more on a loaded machine, a new document in one a third of that. These cases write
// no cookie and no storage; what a page keeps is its cache, and the viewport and the media
// features a case sets, which each visit sets again. (The case that moves the clock has its own.)
let scriptless: Page
let scripted: Page
let errors: string[]
beforeAll(async () => {
  ;[scriptless, scripted] = await Promise.all([
    browser().newPage({ javaScriptEnabled: false }),
    browser().newPage({ serviceWorkers: 'block' }),
  ])
  errors = watchConsole(scripted)
})
afterAll(() => Promise.all([scriptless?.close(), scripted?.close()]))

/**
 * A new document at `path` in the page with JavaScript off or on, at the top, at the viewport and
 * motion preference given; hydrated where it runs scripts. Its console's errors only.
 */
async function open(
  path: string,
  {
    javaScriptEnabled = true,
    viewport = usual,
    reducedMotion = null,
  }: { javaScriptEnabled?: boolean; viewport?: typeof usual; reducedMotion?: 'reduce' | null } = {},
) {
  const page = javaScriptEnabled ? scripted : scriptless
  // A blank page first: what the last document still reports is not this one's, and the next
  // one opens at its top even at the same address.
  await page.goto('about:blank')
  errors.length = 0
  await page.setViewportSize(viewport)
  await page.emulateMedia({ reducedMotion })
  await page.goto(url(path), { waitUntil: 'load' })
  if (javaScriptEnabled) await hydrated(page)
  return { page, errors }
}
const offline = { javaScriptEnabled: false }

describe('outdated notice', () => {
  const cases = [
    {
      path: '/blog/speaking-checklist',
      text: '本文最后更新于 2024年10月8日，部分内容可能已经过时。',
    },
    {
      path: '/en/blog/speaking-checklist',
      text: 'This article was last updated on October 8, 2024. Some of it may be out of date.',
    },
  ]
  for (const { path, text } of cases) {
    it(`shows on an article last updated over 730 days ago, with JavaScript off (${path})`, async () => {
      const { page } = await open(path, offline)
      expect(await notice(page).textContent()).toBe(text)
    })
  }

  it('stays off a recently updated article, in both languages', async () => {
    for (const path of ['/blog/dark-mode-without-a-flash', '/en/blog/dark-mode-without-a-flash']) {
      const { page } = await open(path, offline)
      expect(await notice(page).count()).toBe(0)
    }
  })

  it("is decided again by the reader's own day once the page is up, without a hydration mismatch", async () => {
    // Years after the build, a fresh article has aged: the prerendered page says nothing, the
    // hydrated one tells. A page of its own: the clock it installs stays with it.
    const page = await browser().newPage({ serviceWorkers: 'block' })
    const errors = watchConsole(page)
    await page.clock.setFixedTime(new Date('2040-01-15T10:00:00Z'))
    await page.goto(url('/en/blog/dark-mode-without-a-flash'), { waitUntil: 'networkidle' })
    await hydrated(page)
    await expect.poll(() => notice(page).count()).toBe(1)
    expect(await notice(page).textContent()).toMatch(/^This article was last updated on .+\d{4}\./)
    expect(errors).toEqual([])
    // A reader whose clock says the old article is not that old yet: it hides. The same page, a
    // new document, its clock set back (and checked: a clock still in 2040 would show the notice).
    await page.goto('about:blank')
    errors.length = 0
    await page.clock.setFixedTime(new Date('2025-01-15T10:00:00Z'))
    await page.goto(url('/blog/speaking-checklist'), { waitUntil: 'networkidle' })
    await hydrated(page)
    expect(await page.evaluate(() => new Date().toISOString())).toBe('2025-01-15T10:00:00.000Z')
    await expect.poll(() => notice(page).count()).toBe(0)
    expect(errors).toEqual([])
    await page.close()
  })
})

/** The bar's horizontal scale: 0 before the article, 1 at its end. */
const progress = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.reading-progress')!
    const style = getComputedStyle(bar)
    if (style.display === 'none') return null
    return Math.round(new DOMMatrixReadOnly(style.transform).a * 100) / 100
  })

const layout = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('article, article > header, .prose, .prose h2, footer')].map(
      (element) => {
        const rect = element.getBoundingClientRect()
        return [rect.left, rect.top + scrollY, rect.width, rect.height].map(Math.round).join(',')
      },
    ),
  )

describe('reading progress', () => {
  for (const path of ['/blog/speaking-checklist', '/en/blog/speaking-checklist']) {
    for (const javaScriptEnabled of [false, true]) {
      it(`follows the reader through the article, and nothing else moves (${path}, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
        const { page } = await open(path, { viewport: desktop, javaScriptEnabled })
        const bar = await page
          .locator('.reading-progress')
          .evaluate((element) => ({ ...element.getBoundingClientRect().toJSON() }))
        expect(bar).toMatchObject({ top: 0, left: 0, height: 3 })
        await expect.poll(() => progress(page)).toBe(0)
        // The header's entrance (`hero-in`) is meant to move: measured after it. (The bar's own
        // animation follows the scroll, not the clock, and never ends.)
        // Polled from here: with JavaScript off, the page runs no polling of its own.
        await expect
          .poll(() =>
            page.evaluate(() =>
              document
                .getAnimations()
                .every((a) => a.timeline !== document.timeline || a.playState !== 'running'),
            ),
          )
          .toBe(true)
        const before = await layout(page)
        const end = await page.evaluate(() => {
          const article = document.querySelector('article')!.getBoundingClientRect()
          return article.bottom + scrollY - innerHeight
        })
        await page.evaluate((y) => scrollTo({ top: y, behavior: 'instant' }), end / 2)
        await expect.poll(() => progress(page)).toBeGreaterThan(0.2)
        expect(await progress(page)).toBeLessThan(0.8)
        await page.evaluate((y) => scrollTo({ top: y, behavior: 'instant' }), end + 10)
        await expect.poll(() => progress(page)).toBe(1)
        expect(await layout(page)).toEqual(before)
      })
    }
  }

  it('is not there under prefers-reduced-motion, nor on other pages', async () => {
    for (const path of ['/blog/speaking-checklist', '/en/blog/speaking-checklist']) {
      const { page } = await open(path, { viewport: desktop, reducedMotion: 'reduce' })
      expect(await progress(page)).toBeNull()
    }
    const { page } = await open('/en/about', offline)
    expect(await page.locator('.reading-progress').count()).toBe(0)
  })
})

const repository = 'https://github.com/linzhou/linzhou.dev/edit/main/'
const edit = (page: Page) => page.locator(`footer a[href^="${repository}"]`)

describe('edit this page', () => {
  const pages = [
    ['/', 'content/zh/index.yml'],
    ['/project', 'content/zh/project.yml'],
    ['/blog', 'content/zh/blog.yml'],
    ['/space', 'content/zh/space.yml'],
    ['/about', 'content/zh/about.md'],
    ['/blog/notes/2025/tooling-fatigue', 'content/zh/blog/notes/2025/tooling-fatigue.md'],
    ['/en', 'content/en/index.yml'],
    ['/en/blog/page/2', 'content/en/blog.yml'],
    ['/en/about', 'content/en/about.md'],
    ['/en/blog/speaking-checklist', 'content/en/blog/speaking-checklist.md'],
  ]
  it('links every page written in a file to that file, in its language, with JavaScript off', async () => {
    for (const [path, file] of pages) {
      const { page } = await open(path!, offline)
      expect(await edit(page).getAttribute('href'), path).toBe(repository + file)
      // Another site, opened as the footer's other web links are.
      expect(await edit(page).getAttribute('target'), path).toBe('_blank')
      expect(await edit(page).textContent(), path).toBe(
        path!.startsWith('/en') ? 'Edit this page' : '编辑此页',
      )
    }
  })

  it('has no link on a page no file holds', async () => {
    for (const path of ['/tags/演讲', '/en/no-such-page']) {
      const { page } = await open(path, offline)
      expect(await page.locator('footer').count()).toBe(1)
      expect(await edit(page).count(), path).toBe(0)
    }
  })

  it('follows client navigation to the page shown', async () => {
    const { page, errors } = await open('/en', { viewport: desktop })
    expect(await edit(page).getAttribute('href')).toBe(`${repository}content/en/index.yml`)
    await page.locator('header a[href="/en/about"]').click()
    await page.waitForURL(url('/en/about'))
    await expect
      .poll(() => edit(page).getAttribute('href'))
      .toBe(`${repository}content/en/about.md`)
    await page.locator('header a[href="/en/blog"]').click()
    await page.waitForURL(url('/en/blog'))
    await expect
      .poll(() => edit(page).getAttribute('href'))
      .toBe(`${repository}content/en/blog.yml`)
    expect(errors).toEqual([])
  })
})
