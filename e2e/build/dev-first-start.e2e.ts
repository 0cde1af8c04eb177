/**
 * An author's first `npm run dev` on a machine that has never compiled their blog: every article
 * is compiled before the page shows, and a broken
 * link saved after reaches the error overlay while the page keeps its content.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from '../../scripts/chromium.ts'
import { watchConsole } from '../support/console.ts'
import { devPage, startDevServer } from '../support/dev-server.ts'
import { tempProject } from '../support/project-fs.ts'

let project: Awaited<ReturnType<typeof tempProject>>
let server: ViteDevServer
let browser: Browser
// Text no earlier run compiled: the compile cache (shared through node_modules) misses it.
const token = `${process.pid}-${Date.now()}`
const articles = 100

beforeAll(async () => {
  project = await tempProject()
  const blog = join(project.dir, 'content', 'zh', 'blog')
  for (let i = 0; i < articles; i++) {
    await writeFile(
      join(blog, `fresh-${i}.md`),
      `---\ntitle: 第 ${i} 篇笔记\ndescription: 写给自己的笔记。\ndate: 2025-03-01\n---\n\n` +
        `## 起因\n\n这是第 ${i} 篇，记号 ${token}。\n\n### 细节\n\n` +
        `\`\`\`ts\nconst note = ${i}\n\`\`\`\n\n## 结果\n\n${'写完了，也想明白了。'.repeat(30)}\n`,
    )
  }
  server = await startDevServer(project.dir)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await project?.remove()
})

describe('npm run dev, first start of a blog no cache has seen', () => {
  it('shows an article with its body and contents, then reports a broken link saved after', async () => {
    const page = await devPage(browser)
    const errors = watchConsole(page)
    await page.goto(`${server.resolvedUrls!.local[0]!}blog/fresh-7`)
    // Every article compiles before the page shows (about 10 s alone); with another e2e file on
    // the other core it took longer than 20 s once. The test is about what shows, not how fast.
    await page.locator('article h1').waitFor({ timeout: 45_000 })
    expect(await page.locator('article h1').textContent()).toBe('第 7 篇笔记')
    expect(await page.locator('article').textContent()).toContain(`这是第 7 篇，记号 ${token}。`)
    expect(await page.locator('article pre code').textContent()).toContain('const note = 7')
    const contents = page.getByRole('navigation', { name: /目录|On this page/ })
    expect(await contents.getByRole('link').allTextContents()).toEqual(['起因', '细节', '结果'])
    expect(await contents.getByRole('link').first().getAttribute('href')).toBe('#起因')

    const last = join(project.dir, 'content', 'zh', 'blog', `fresh-${articles - 1}.md`)
    const text = await readFile(last, 'utf8')
    await writeFile(
      last,
      text.replace('。\n\n### 细节', '另见[不存在的一节](/blog/fresh-0#没有这一节)。\n\n### 细节'),
    )
    // Read without waiting: a locator's textContent waits for the element with no time limit.
    const overlay = () => page.locator('vite-error-overlay .message-body').allTextContents()
    await expect
      .poll(overlay, { timeout: 30_000 })
      .toEqual([expect.stringContaining(`content/zh/blog/fresh-${articles - 1}.md:9:`)])
    expect((await overlay())[0]).toContain('没有这一节')
    expect(errors).toEqual([])
    await page.close()
  }, 90_000)
})
