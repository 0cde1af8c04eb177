/**
 * Screenshots of the built site for a person to look at: every screen, phone and desktop width,
 * light and dark, zh and en. Usage: tsx scripts/screenshots.ts [outDir] [pathFilter]
 * (builds nothing: run `npm run build:prerender` first).
 */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { launchChromium } from '../e2e/support/chromium.ts'
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
const sizes = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 860 } }

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
