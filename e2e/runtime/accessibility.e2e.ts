/**
 * axe-core, run in Chromium on every page type of the built site, in both languages and both
 * colour modes (issue 54, item 10): no violation. Contrast is checked on what the page shows once
 * its fonts and styles are in, hydrated.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, inLocale, url, useBrowser } from '../support/site.ts'

const browser = useBrowser()
const axeSource = readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const pageTypes = [
  '/',
  '/project',
  '/blog',
  // An article with code blocks, a table, a diagram and an FAQ.
  '/blog/markdown-pipeline-with-unified',
  '/blog/archive',
  '/tags/css',
  '/space',
  '/about',
  '/no/such/page',
]
const series = { zh: '/blog/series/网页上的中文', en: '/en/blog/series/chinese-on-the-web' }

/** axe's violations on the page as it is: rule, count and the first element of each. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: await axeSource })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: unknown[] }> } }).axe
    const { violations } = await axe.run()
    return (violations as { id: string; nodes: { target: string[] }[] }[]).map(
      (v) => `${v.id} ×${v.nodes.length} (${v.nodes[0]!.target.join(' ')})`,
    )
  })
}

describe.each(['zh', 'en'] as const)('accessibility in %s', (locale) => {
  it.each(['light', 'dark'] as const)('finds no violation on any page type (%s)', async (mode) => {
    // axe is a script of the test's, not the site's: the page's own policy would refuse it.
    const page = await browser().newPage({
      bypassCSP: true,
      colorScheme: mode,
      serviceWorkers: 'block',
      viewport: { width: 1280, height: 800 },
    })
    const found: Record<string, string[]> = {}
    for (const path of [...pageTypes.map((p) => inLocale(p, locale)), series[locale]]) {
      await page.goto(url(path))
      await hydrated(page)
      await page.evaluate(() => document.fonts.ready)
      const list = await violations(page)
      if (list.length) found[path] = list
    }
    expect(found).toEqual({})
    await page.close()
  })
})
