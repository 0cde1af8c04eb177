/**
 * An article's way around the blog (issue 32, items 8 and 9): every folder of the tree opens to
 * what it holds, and phones and tablets reach the table of contents and the tree through
 * disclosures above the body, which wide screens replace with the two sidebars.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, inLocale, open, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()

const words = {
  zh: {
    tree: '全部文章',
    toc: '本页目录',
    notes: '随笔',
    notesArticle: '工具疲劳',
    heading: '静态不等于简陋',
    headingId: '静态不等于简陋',
  },
  en: {
    tree: 'All articles',
    toc: 'On this page',
    notes: 'Notes',
    notesArticle: 'Tooling fatigue',
    // As the page writes it: English prose gets curly apostrophes at build time.
    heading: 'Static isn’t bare',
    headingId: 'static-isnt-bare',
  },
} as const

const tree = (page: Page, locale: keyof typeof words) =>
  page.getByRole('navigation', { name: words[locale].tree })
const toc = (page: Page, locale: keyof typeof words) =>
  page.getByRole('navigation', { name: words[locale].toc })
/** A disclosure's summary, found by its label (a `<summary>` has no ARIA role of its own). */
const summary = (scope: Page | Locator, label: string) =>
  scope.locator('summary').filter({ hasText: new RegExp(`^\\s*${label}\\s*$`) })

describe.each(['zh', 'en'] as const)('the article tree in %s', (locale) => {
  it('opens the Notes folder to its article, and holds it open on that article', async () => {
    const { page } = await open(inLocale('/blog/why-static-sites', locale), {
      viewport: { width: 1280, height: 900 },
    })
    await hydrated(page)
    const nav = tree(page, locale)
    const article = nav.getByRole('link', { name: words[locale].notesArticle })
    expect(await article.isVisible()).toBe(false)
    await summary(nav, words[locale].notes).click()
    await summary(nav, '2025').click()
    await article.click()
    await page.waitForURL(url(inLocale('/blog/notes/2025/tooling-fatigue', locale)))
    // The folders that hold the article are open on its own page, the article marked current.
    const current = nav.locator('a[aria-current="page"]')
    await expect.poll(() => current.textContent()).toBe(words[locale].notesArticle)
    expect(await current.isVisible()).toBe(true)
    await page.close()
  })
})

describe.each(['zh', 'en'] as const)('an article on a phone in %s', (locale) => {
  it('reaches the table of contents and the tree through closed disclosures', async () => {
    const { page } = await open(inLocale('/blog/why-static-sites', locale), {
      viewport: { width: 390, height: 844 },
    })
    await hydrated(page)
    const entry = toc(page, locale).getByRole('link', { name: words[locale].heading })
    expect(await entry.isVisible()).toBe(false)
    // By keyboard: a summary takes the focus and opens on Enter.
    await summary(page, words[locale].toc).focus()
    await page.keyboard.press('Enter')
    await entry.click()
    await expect
      .poll(() =>
        page.evaluate(
          (id) => document.getElementById(id)!.getBoundingClientRect().top,
          words[locale].headingId,
        ),
      )
      .toBeLessThan(200)
    expect(page.url()).toBe(
      url(inLocale('/blog/why-static-sites', locale)) + '#' + encodeURI(words[locale].headingId),
    )

    const current = tree(page, locale).locator('a[aria-current="page"]')
    expect(await current.isVisible()).toBe(false)
    await summary(page, words[locale].tree).click()
    await expect.poll(() => current.isVisible()).toBe(true)
    expect(await summary(tree(page, locale), words[locale].notes).isVisible()).toBe(true)
    await page.close()
  })

  it('shows the sidebars, not the disclosures, on a wide screen', async () => {
    const { page } = await open(inLocale('/blog/why-static-sites', locale), {
      viewport: { width: 1280, height: 900 },
    })
    // The disclosures are in the page, hidden: the same page serves every width.
    for (const label of [words[locale].toc, words[locale].tree]) {
      expect(await summary(page, label).count()).toBe(1)
      expect(await summary(page, label).isVisible()).toBe(false)
    }
    expect(
      await toc(page, locale).getByRole('link', { name: words[locale].heading }).isVisible(),
    ).toBe(true)
    expect(await tree(page, locale).locator('a[aria-current="page"]').isVisible()).toBe(true)
    await page.close()
  })

  it('opens the disclosures with JavaScript off', async () => {
    const page = await browser().newPage({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    })
    await page.goto(url(inLocale('/blog/why-static-sites', locale)))
    await summary(page, words[locale].toc).click()
    expect(
      await toc(page, locale).getByRole('link', { name: words[locale].heading }).isVisible(),
    ).toBe(true)
    await summary(page, words[locale].tree).click()
    await summary(tree(page, locale), words[locale].notes).click()
    await summary(tree(page, locale), '2025').click()
    expect(
      await tree(page, locale).getByRole('link', { name: words[locale].notesArticle }).isVisible(),
    ).toBe(true)
    await page.close()
  })
})
