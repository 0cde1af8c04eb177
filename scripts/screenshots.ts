/**
 * Screenshots of the built site for a person to look at: every screen, phone and desktop width,
 * light and dark, zh and en. Usage: node scripts/screenshots.ts [outDir] [pathFilter]
 * (builds nothing: run `npm run build:prerender` first).
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { launchChromium } from './chromium.ts'
import { serveStatic } from './serve-static.ts'

const [outDir = 'tmp/screenshots', filter = ''] = process.argv.slice(2)
const pages = [
  '/',
  '/project',
  '/blog',
  '/blog/why-static-sites',
  '/blog/markdown-pipeline-with-unified',
  '/blog/image-pipeline-with-sharp',
  '/space',
  '/about',
  '/tags/css',
  '/nope',
]
// 320 px: the narrowest phone the site is laid out for (SPEC), where a layout breaks first.
const sizes = { phone: { width: 320, height: 720 }, desktop: { width: 1280, height: 860 } }

/**
 * Scrolls the page to its end a screen at a time, as a reader would, and waits for its images:
 * those below the fold load lazily (`loading="lazy"`), and a full-page capture does not scroll,
 * so it would show them as empty boxes that no reader sees. The wheel, not `scrollTo`: the site
 * scrolls smoothly, so a script's jumps would not have arrived yet.
 */
async function showEverything(page: Page, height: number) {
  const end = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y < end; y += height) {
    await page.mouse.wheel(0, height)
    await page.waitForTimeout(50)
  }
  // Back to the top, where the fixed header belongs in a full-page capture.
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }))
  // Hidden images, and those a row scrolls sideways out of the page, load only when shown.
  await page.waitForFunction(() =>
    [...document.images].every((image) => {
      const box = image.getBoundingClientRect()
      return image.complete || box.width === 0 || box.left >= innerWidth || box.right <= 0
    }),
  )
}

await mkdir(outDir, { recursive: true })
const { server, url } = await serveStatic('dist', 0, '/')
const browser = await launchChromium()
for (const locale of ['zh', 'en']) {
  for (const path of pages.filter((p) => p.includes(filter))) {
    for (const [size, viewport] of Object.entries(sizes)) {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await browser.newPage({ viewport, colorScheme: scheme })
        const full = (locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path).replace(
          /^\//,
          '',
        )
        await page.goto(url + full, { waitUntil: 'networkidle' })
        await showEverything(page, viewport.height)
        const name = `${locale}${path.replace(/\//g, '_') || '_'}-${size}-${scheme}.png`
        await page.screenshot({ path: join(outDir, name), fullPage: true })
        await page.close()
      }
    }
  }
}
await browser.close()
server.close()
console.log(`Screenshots in ${outDir}/`)
