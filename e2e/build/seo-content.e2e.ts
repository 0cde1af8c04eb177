/**
 * Content that search engines and slow phones care about (docs: SEO): content images as webp
 * variants with their own sizes, the article cover loaded first, and tags linked to prerendered
 * tag pages, Chinese names included.
 */
import { describe, expect, it } from 'vitest'
import { prerendered } from '../support/seo-facts.ts'
import { open, url, useBrowser } from '../support/site.ts'

// `open` draws its pages from this file's browser.
useBrowser()

describe('images', () => {
  it('serves content images as webp variants with srcset, sizes and their own size', async () => {
    const { page } = await open('/en/blog/font-subsetting-with-rust')
    const inline = await page.locator('article .prose img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        srcset: img.getAttribute('srcset') ?? '',
        sizes: img.getAttribute('sizes'),
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        loading: img.getAttribute('loading'),
        natural: (img as HTMLImageElement).naturalWidth,
      })),
    )
    expect(inline.length).toBeGreaterThan(0)
    for (const img of inline) {
      expect(img.srcset).toMatch(/^\/_images\/\S+-320\.[0-9a-f]{8}\.webp 320w, /)
      expect(img.sizes).toBeTruthy()
      expect(img.width).toBeGreaterThan(0)
      expect(img.height).toBeGreaterThan(0)
      expect(img.loading).toBe('lazy')
    }
    // Every variant named in a srcset is really there, as webp.
    const first = inline[0]!.srcset.split(', ')[0]!.split(' ')[0]!
    const response = await fetch(url(first))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    await page.close()
  })

  it('loads the article cover at once with high priority, and list covers lazily', async () => {
    const { page } = await open('/blog/why-static-sites')
    const cover = page.locator('article header img[fetchpriority="high"]')
    expect(await cover.getAttribute('loading')).toBe('eager')
    expect(await cover.getAttribute('srcset')).toContain('/_images/blog/why-static-sites-')
    await page.goto(url('/blog'), { waitUntil: 'networkidle' })
    const loading = await page
      .locator('main li img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))
    expect(loading[0]).toBe('eager')
    expect(loading.slice(1).every((l) => l === 'lazy')).toBe(true)
    await page.close()
  })
})

describe('tags', () => {
  it('links every tag of an article to a page listing the articles with that tag', async () => {
    const { page } = await open('/en/blog/why-static-sites')
    const tags = page.locator('article header ul[aria-label="Tags"] a')
    expect(await tags.count()).toBeGreaterThan(0)
    const href = (await tags.first().getAttribute('href'))!
    await tags.first().click()
    await page.waitForURL(url(href))
    await expect
      .poll(() => page.locator('main a[href="/en/blog/why-static-sites"]').count())
      .toBeGreaterThan(0)
    expect(prerendered).toContain(decodeURIComponent(href))
    await page.close()
  })

  it('prerenders Chinese tag pages under their Chinese names', async () => {
    const chinese = prerendered.filter((p) => /^\/tags\/\p{Script=Han}+$/u.test(p))
    expect(chinese.length).toBeGreaterThan(0)
    const { page, status } = await open(encodeURI(chinese[0]!))
    expect(status).toBe(200)
    expect(await page.locator('h1').innerText()).toContain(chinese[0]!.slice(6))
    await page.close()
  })
})
