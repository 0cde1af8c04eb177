import { launchChromium } from '../e2e/support/chromium.ts'
import { serveStatic } from './serve-static.ts'
const { server, url } = await serveStatic('/work/main/dist')
const b = await launchChromium()
const ctx = await b.newContext()
const page = await ctx.newPage()
const log = (...a: unknown[]) => console.log(new Date().toISOString().slice(17, 23), ...a)
page.on('console', (m) => log('console:', m.type(), m.text().slice(0, 300)))
await page.goto(url + 'blog', { waitUntil: 'networkidle' })
await page.evaluate(async () => {
  await navigator.serviceWorker.ready
})
await page.goto(url + 'blog', { waitUntil: 'networkidle' })
await page.locator('main a[href="/blog/speaking-checklist"]').first().click()
await page.waitForURL(url + 'blog/speaking-checklist')
log('other', await page.locator('article h1').innerText())
await ctx.setOffline(true)
await page.goto(url + 'blog/speaking-checklist').catch((e) => log('goto failed', e.message))
log(
  'other offline',
  await page
    .locator('article h1')
    .innerText({ timeout: 5000 })
    .catch((e) => e.message),
)
await page.screenshot({ path: '/tmp/s/off.png' })
await b.close()
server.close()
