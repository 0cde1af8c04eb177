/**
 * An author runs `npm run dev` and saves files: each save reaches the open page without a reload,
 * and a mistake shows in the error overlay, located, while the page keeps the last good content.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Browser, Page, Request } from 'playwright-core'
import type { ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest'
import { launchChromium } from '../../scripts/chromium.ts'
import { watchConsole } from '../support/console.ts'
import { devPage, startDevServer } from '../support/dev-server.ts'
import { tempProject } from '../support/project-fs.ts'
import { gitRepoAt } from '../../test/support/git-repo.ts'

let project: Awaited<ReturnType<typeof tempProject>>
let server: ViteDevServer
let browser: Browser
let page: Page

beforeAll(async () => {
  project = await tempProject()
  server = await startDevServer(project.dir)
  browser = await launchChromium()
  page = await devPage(browser)
  await page.goto(`${server.resolvedUrls!.local[0]!}blog`)
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
  await project?.remove()
})

const article = () => join(project.dir, 'content', 'zh', 'blog', 'hello.md')

describe('npm run dev', () => {
  const titles = () => page.locator('main li h2').allTextContents()

  it('renders the blog list from the compiled content', async () => {
    await expect.poll(titles).toEqual(['你好'])
  })

  it('links and serves the web app manifest, as the build does', async () => {
    const href = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(href).toBe('/manifest.webmanifest')
    const response = await page.request.get(new URL(href!, page.url()).href)
    expect(response.headers()['content-type']).toBe('application/manifest+json')
    expect(((await response.json()) as { display: string }).display).toBe('standalone')
  })

  it('shows a saved edit without reloading the page', async () => {
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))
    const asked: string[] = []
    const ask = (request: Request) => asked.push(new URL(request.url()).pathname)
    page.on('request', ask)
    const text = await readFile(article(), 'utf8')
    await writeFile(article(), text.replace('title: 你好', 'title: 你好，世界'))
    await expect.poll(titles).toEqual(['你好，世界'])
    page.off('request', ask)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42)
    // The news of the save brought the manifest and the changed row: the list patched the
    // collection it held, and downloaded neither again.
    expect(asked.filter((path) => /\/_content\/(manifest|blogs)/.test(path))).toEqual([])
  })

  it('shows invalid content in the overlay with path:line:column and keeps the last good content', async () => {
    // A style update, as an edit to a stylesheet or UnoCSS's new classes send. Vite closes its
    // overlay on each one (and reloads the page on the first, so one goes before the mistake).
    const styles = [...server.moduleGraph.idToModuleMap.values()].find((m) =>
      m.id?.endsWith('/src/client/styles/main.css'),
    )!
    const restyle = async () => {
      const applied = page.waitForEvent('console', (m) => /hot updated: .*main\.css/.test(m.text()))
      await server.reloadModule(styles)
      await applied
    }
    await restyle()

    const text = (await readFile(article(), 'utf8')).replace(/^date: .*$/m, 'date: 2025-01-02')
    // The tests after this one need valid content, whatever happens here.
    onTestFailed(() => writeFile(article(), text))
    await writeFile(article(), text.replace('date: 2025-01-02', 'date: someday'))
    // Read without waiting (a locator's textContent waits for the element with no time limit).
    const overlayOf = (p: Page) => p.locator('vite-error-overlay .message-body').allTextContents()
    const located = [expect.stringContaining('content/zh/blog/hello.md:4:7')]
    await expect.poll(() => overlayOf(page)).toEqual(located)
    expect((await overlayOf(page))[0]).toContain('"date" must be a date written as YYYY-MM-DD')
    const served = await page.evaluate(() => fetch('/_content/manifest.json').then((r) => r.status))
    expect(served).toBe(200)
    expect(await titles()).toEqual(['你好，世界'])

    // The content is still wrong after a style update: the page asks, and the overlay is back.
    await restyle()
    await expect.poll(() => overlayOf(page)).toEqual(located)
    // A page opened while it is wrong asks as it connects, and shows the overlay too.
    const other = await devPage(browser)
    await other.goto(page.url())
    await expect.poll(() => overlayOf(other)).toEqual(located)
    await other.close()

    await writeFile(article(), text.replace(/^title: .*$/m, 'title: 修好了'))
    await expect.poll(titles).toEqual(['修好了'])
    await expect.poll(() => page.locator('vite-error-overlay').count()).toBe(0)
  })

  it('shows a draft while writing (the build leaves it out)', async () => {
    const draft = join(project.dir, 'content', 'zh', 'blog', 'draft.md')
    await writeFile(
      draft,
      '---\ntitle: 草稿\ndescription: 还没写完。\ndate: 2025-02-01\ndraft: true\n---\n\n正文。\n',
    )
    await expect.poll(titles).toContain('草稿')
  })

  it('renders an article with a table, and the console stays free of errors and warnings', async () => {
    await writeFile(
      join(project.dir, 'content', 'zh', 'blog', 'table.md'),
      '---\ntitle: 表格\ndescription: 一张表。\ndate: 2025-02-02\n---\n\n| 名称 | 说明 |\n| --- | --- |\n| 甲 | 第一行 |\n| 乙 | 第二行 |\n',
    )
    const reader = await devPage(browser)
    const errors = watchConsole(reader)
    const warnings: string[] = []
    reader.on('console', (m) => void (m.type() === 'warning' && warnings.push(m.text())))
    await reader.goto(`${server.resolvedUrls!.local[0]!}blog/table`)
    await expect
      .poll(() => reader.locator('article td').allTextContents())
      .toEqual(['甲', '第一行', '乙', '第二行'])
    expect(errors).toEqual([])
    expect(warnings).toEqual([])
    await reader.close()
  })

  it('keeps an article’s body on the page when a save changes only its title', async () => {
    const file = join(project.dir, 'content', 'zh', 'blog', 'table.md')
    const reader = await devPage(browser)
    await reader.goto(`${server.resolvedUrls!.local[0]!}blog/table`)
    await reader.locator('article td').first().waitFor()
    const asked: string[] = []
    reader.on('request', (request) => asked.push(new URL(request.url()).pathname))
    await writeFile(file, (await readFile(file, 'utf8')).replace('title: 表格', 'title: 一张表格'))
    await expect.poll(() => reader.locator('article h1').textContent()).toBe('一张表格')
    // The body's chunk kept its name: the page neither downloads it again nor renders it anew.
    expect(asked.filter((path) => /\/_content\/(body|share)\//.test(path))).toEqual([])
    await reader.close()
  })

  it('waits for content the dev server is still compiling, saying it is loading', async () => {
    // A first start of a large blog answers only once every article is compiled: longer than the
    // 10 s a static host gets before its fetch fails. Here the manifest is held back 11 s.
    const reader = await devPage(browser)
    const errors = watchConsole(reader)
    await reader.route('**/_content/manifest.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 11_000))
      await route.continue()
    })
    await reader.goto(`${server.resolvedUrls!.local[0]!}en/about`)
    await expect.poll(() => reader.getByRole('status').textContent()).toBe('Loading…')
    await reader.locator('main h1').waitFor({ timeout: 20_000 })
    expect(await reader.getByRole('status').count()).toBe(0)
    expect(await reader.getByText('aborted due to timeout').count()).toBe(0)
    expect(errors).toEqual([])
    await reader.close()
  }, 40_000)

  it('searches in dev too, and finds what was just written', async () => {
    await page.keyboard.press('Control+k')
    const palette = page.getByTestId('search-palette')
    await palette.waitFor()
    await page.keyboard.type('博客')
    await expect.poll(() => palette.getByRole('option').first().textContent()).toContain('博客')
    const text = await readFile(article(), 'utf8')
    await writeFile(article(), `${text}\n## 蓝鲸\n\n新写的一段关于蓝鲸的话。\n`)
    await page.keyboard.press('Control+a')
    await page.keyboard.type('蓝鲸')
    await expect
      .poll(() => palette.getByRole('option').first().textContent(), { timeout: 10_000 })
      .toContain('新写的一段关于蓝鲸的话')
  })

  it('draws an icon the content names for the first time (the page reloads to get it)', async () => {
    const file = join(project.dir, 'content', 'zh', 'blog', 'icon.md')
    await writeFile(
      file,
      '---\ntitle: 图标\ndescription: 一个图标。\ndate: 2025-02-03\n---\n\n有图标。\n',
    )
    const reader = await devPage(browser)
    await reader.goto(`${server.resolvedUrls!.local[0]!}blog/icon`)
    await reader.locator('article h1').waitFor()
    expect(await reader.locator('symbol#i-lucide-rocket').count()).toBe(0)
    await writeFile(
      file,
      (await readFile(file, 'utf8')).replace('有图标。', '有图标 :icon{name="lucide:rocket"}。'),
    )
    const drawn = () =>
      reader.evaluate(() => {
        const use = document.querySelector('article svg.icon use[href="#i-lucide-rocket"]')
        return !!use && !!document.querySelector('symbol#i-lucide-rocket')
      })
    await expect.poll(drawn, { timeout: 10_000 }).toBe(true)
    await reader.close()
  })
})

describe('the translations page (/__translations)', () => {
  it('shows every pair, and a section added to the original once it is committed', async () => {
    // The project becomes a repository here: the page reads the history afresh on each visit.
    const repo = gitRepoAt(project.dir)
    repo.commit('2025-01-02', 'The site')
    const view = await devPage(browser, { colorScheme: 'dark' })
    await view.goto(`${server.resolvedUrls!.local[0]!}__translations`)
    const hello = view.locator('tr', { hasText: 'Hello' })
    expect(await hello.locator('td').last().textContent()).toBe('up to date')
    // Links to both pages of the pair.
    expect(
      await hello.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(['/blog/hello', '/en/blog/hello'])
    await writeFile(article(), `${await readFile(article(), 'utf8')}\n## 后记\n\n新写的一节。\n`)
    repo.commit('2025-02-01', 'A new section')
    await view.goto(`${server.resolvedUrls!.local[0]!}__translations?lang=zh`)
    const behind = view.locator('tr.behind', { hasText: 'Hello' })
    expect(await behind.locator('td').last().textContent()).toMatch(/^落后，自 2025-02-01 起/)
    await behind.locator('summary', { hasText: '新增 · 后记 · 2025-02-01' }).click()
    // Side by side: nothing when last translated, the new section now.
    const [then, now] = await behind.locator('figure pre').allTextContents()
    expect([then, now]).toEqual(['', '新写的一节。'])
    await view.close()
  })
})
