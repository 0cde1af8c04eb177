/**
 * Image zoom (issue 34, item 4): an article's body image is a button named in the page's
 * language; a click, Enter or Space opens it large (its largest variant), Esc, a click or a
 * scroll closes it, focus comes back to the image, and nothing on the page moves meanwhile.
 * medium-zoom is fetched only by an article that shows a body image.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, open, useBrowser } from '../support/site.ts'

useBrowser()

const articles = [
  {
    path: '/blog/speaking-checklist',
    name: '放大图片：排练前的书桌：一杯茶、一张提示卡，电脑上开着讲稿',
  },
  {
    path: '/en/blog/speaking-checklist',
    name: 'Enlarge image: My desk before a rehearsal: a cup of tea, a cue card, and the script open on the laptop',
  },
]

const desktop = { viewport: { width: 1280, height: 800 } }

/** The page's layout boxes in document coordinates: the image, what follows it, the page. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element | null) => {
      const rect = element!.getBoundingClientRect()
      return [rect.left, rect.top + scrollY, rect.width, rect.height].map(Math.round)
    }
    const image = document.querySelector('.prose img')!
    return {
      image: box(image),
      next: box(image.closest('p')!.nextElementSibling),
      page: document.documentElement.scrollHeight,
    }
  })

/** Hydrated, with the zoom chunk loaded and the image made a button. */
async function zoomable(path: string, options: Parameters<typeof open>[1] = desktop) {
  const { page, errors } = await open(path, options)
  await hydrated(page)
  const image = page.locator('.prose img').first()
  await expect.poll(() => image.getAttribute('role')).toBe('button')
  await image.evaluate((element) => {
    for (const state of ['opened', 'closed'])
      element.addEventListener(`medium-zoom:${state}`, () => {
        ;(window as { zoomState?: string }).zoomState = state
      })
  })
  await image.scrollIntoViewIfNeeded()
  return { page, errors, image }
}

const opened = (page: Page) => page.locator('img.medium-zoom-image--opened')
const overlay = (page: Page) => page.locator('.medium-zoom-overlay')

/**
 * Opened (or closed) and done moving, as medium-zoom's own events tell: it ignores Esc, clicks
 * and scrolls while it animates, as a key a reader pressed mid-way would be.
 */
async function settle(page: Page, open: boolean) {
  await expect.poll(() => overlay(page).count()).toBe(open ? 1 : 0)
  await expect
    .poll(() => page.evaluate(() => (window as { zoomState?: string }).zoomState))
    .toBe(open ? 'opened' : 'closed')
}

const imageFocused = (page: Page) =>
  page.evaluate(() => document.activeElement === document.querySelector('.prose img'))

describe('image zoom', () => {
  for (const { path, name } of articles) {
    it(`names the image in the page's language and zooms it by mouse, with no layout shift (${path})`, async () => {
      const { page, errors, image } = await zoomable(path)
      expect(await image.getAttribute('aria-label')).toBe(name)
      expect(await image.getAttribute('tabindex')).toBe('0')
      const before = await layout(page)
      await image.click()
      await settle(page, true)
      // The largest variant, drawn larger than the image in the text.
      const srcset = (await image.getAttribute('srcset'))!
      const largest = srcset.split(', ').pop()!.split(' ')[0]!
      await expect
        .poll(() => page.locator(`img.medium-zoom-image--opened[src="${largest}"]`).count())
        .toBe(1)
      await expect
        .poll(async () => (await opened(page).last().boundingBox())!.width)
        .toBeGreaterThan(before.image[2]! + 100)
      expect(await layout(page)).toEqual(before)
      // A click closes it.
      await overlay(page).click({ position: { x: 5, y: 5 } })
      await settle(page, false)
      expect(await imageFocused(page)).toBe(true)
      expect(await layout(page)).toEqual(before)
      expect(errors).toEqual([])
      await page.close()
    })

    it(`opens with Enter or Space, closes with Esc, and gives focus back to the image (${path})`, async () => {
      const { page, errors, image } = await zoomable(path)
      const before = await layout(page)
      await image.focus()
      await page.keyboard.press('Enter')
      await settle(page, true)
      expect(await layout(page)).toEqual(before)
      await page.keyboard.press('Escape')
      await settle(page, false)
      expect(await imageFocused(page)).toBe(true)
      await page.keyboard.press(' ')
      await settle(page, true)
      await page.keyboard.press('Escape')
      await settle(page, false)
      expect(await imageFocused(page)).toBe(true)
      expect(await layout(page)).toEqual(before)
      expect(errors).toEqual([])
      await page.close()
    })
  }

  it('closes when the reader scrolls away, and under reduced motion opens and closes still', async () => {
    const { page, image } = await zoomable(articles[0]!.path, {
      ...desktop,
      reducedMotion: 'reduce',
    })
    await image.focus()
    await page.keyboard.press('Enter')
    await settle(page, true)
    await page.keyboard.press('Escape')
    await settle(page, false)
    await image.click()
    await settle(page, true)
    await page.mouse.wheel(0, 400)
    await settle(page, false)
    await page.close()
  })

  it('fetches medium-zoom only on an article with a body image, after the first load', async () => {
    const requested = (page: Page) =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .join(' '),
      )
    const plain = (await open('/en/blog/dark-mode-without-a-flash', desktop)).page
    await hydrated(plain)
    await plain.waitForLoadState('networkidle')
    expect(await requested(plain)).not.toMatch(/zoom-images-/)
    await plain.close()
    const { page } = await open('/en/blog/speaking-checklist', desktop)
    const firstLoad = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="modulepreload"], script[src]')]
        .map((element) => element.getAttribute('href') ?? element.getAttribute('src'))
        .join(' '),
    )
    expect(firstLoad).not.toMatch(/zoom-images-/)
    await hydrated(page)
    await expect.poll(() => requested(page)).toMatch(/zoom-images-[\w-]+\.js/)
    await page.close()
  })
})
