/**
 * Issue 7, incremental builds: after one article changed, `build:prerender` reuses the kept app
 * builds (app-build-cache-fs.ts) and the pages whose data did not change (page-reuse-fs.ts), and
 * what it writes is what a full build would write: the changed page shows the change, every page
 * names the new build, and the service worker precaches the new content manifest. With nothing
 * changed at all, it stops before building (prerender/last-build-fs.ts).
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { leftoverFolders } from '../../src/node/build-folder-fs.ts'
import { buildsDir } from '../../src/shared/artifact.ts'
import { prerenderArgs, repoRoot, tempProject } from '../support/project-fs.ts'

let project: Awaited<ReturnType<typeof tempProject>>

async function prerender(): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, prerenderArgs, {
    cwd: project.dir,
    maxBuffer: 16 * 1024 * 1024,
  })
  return stdout
}

const dist = (...path: string[]) => join(project.dir, 'dist', ...path)
const read = (...path: string[]) => readFile(dist(...path), 'utf8')
const buildIdOf = (html: string) => /<meta name="build-id" content="([^"]*)"/.exec(html)?.[1]
const pagesLine = (log: string) =>
  /Pages: (\d+) rendered, (\d+) kept/.exec(log)!.slice(1).map(Number)

const article = () => join(project.dir, 'content', 'zh', 'blog', 'why-static-sites.md')
const added = '增量构建只重新渲染内容变了的页面。'

let first: string
let second: string
let firstId: string
let firstPayload: string

beforeAll(async () => {
  project = await tempProject(repoRoot)
  first = await prerender()
  firstId = buildIdOf(await read('index.html'))!
  firstPayload = await read('en', 'project', '_payload.json')
  const text = await readFile(article(), 'utf8')
  await writeFile(article(), `${text.trimEnd()}\n\n${added}\n`)
  second = await prerender()
}, 300_000)
afterAll(async () => {
  await project?.remove()
})

describe('a build after one article changed', () => {
  it('reuses the app build and renders only the pages whose data changed', () => {
    expect(second).toContain('App: client build reused')
    const [rendered, kept] = pagesLine(second)
    const [firstRendered, firstKept] = pagesLine(first)
    expect(firstRendered! + firstKept!).toBe(rendered! + kept!)
    // The article itself, and pages that show its reading time or excerpt.
    expect(rendered).toBeGreaterThanOrEqual(1)
    expect(kept).toBeGreaterThan(rendered!)
  })

  it('writes the change into the article page and its payload', async () => {
    expect(await read('blog', 'why-static-sites', 'index.html')).toContain(added)
    expect(await read('blog', 'why-static-sites', '_payload.json')).toContain(added)
  })

  it('writes the change into the article’s markdown copy, llms-full.txt and the feeds', async () => {
    // Issue 35, item 7: the machine-readable copies are written afresh by every build.
    expect(await read('blog', 'why-static-sites.md')).toContain(added)
    expect(await read('llms-full.txt')).toContain(added)
    expect(await read('feed.json')).toContain(added)
    expect(await read('en', 'llms-full.txt')).not.toContain(added)
  })

  it('gives every page, kept or rendered, the new build id', async () => {
    const { id } = JSON.parse(await read(buildsDir, 'latest.json')) as { id: string }
    expect(id).toMatch(/^[0-9a-f]{12}$/)
    expect(id).not.toBe(firstId)
    for (const page of [
      ['index.html'],
      ['en', 'index.html'],
      ['blog', 'why-static-sites', 'index.html'],
      ['en', 'blog', 'why-static-sites', 'index.html'],
    ])
      expect(buildIdOf(await read(...page)), page.join('/')).toBe(id)
  })

  it('brings the service worker precache up to date with the new content manifest', async () => {
    const manifest = await readFile(dist('_content', 'manifest.json'))
    const md5 = createHash('md5').update(manifest).digest('hex')
    const sw = await read('sw.js')
    expect(sw).toContain(`{"revision":"${md5}","url":"_content/manifest.json"}`)
    expect(sw.match(/"url":"_content\/manifest\.json"/g)).toHaveLength(1)
  })

  it('removes the dist/ it replaced once it has ended, and keeps the live one', async () => {
    // The replaced folder is deleted by a process of its own (build-folder-fs.ts).
    await vi.waitFor(() => expect(leftoverFolders(dist())).toEqual([]), { timeout: 15_000 })
    expect(await read('index.html')).toContain('<html')
  })

  it('carries a kept page’s payload over unchanged', async () => {
    expect(await read('en', 'project', '_payload.json')).toBe(firstPayload)
  })

  it('renders a kept page again when its file in dist/ was changed by hand', async () => {
    const about = await read('about', 'index.html')
    await writeFile(dist('about', 'index.html'), about.replace('</main>', '<p>edited</p></main>'))
    // A payload edited by hand is written again, though its page is kept.
    const payload = await read('en', 'project', '_payload.json')
    await writeFile(dist('en', 'project', '_payload.json'), payload.replace('{', '{"edited":1,'))
    const home = await read('en', 'index.html')
    const homeFile = (await stat(dist('en', 'index.html'))).ino
    const third = await prerender()
    const [rendered] = pagesLine(third)
    expect(rendered).toBe(1)
    const rebuilt = await read('about', 'index.html')
    expect(rebuilt).not.toContain('<p>edited</p>')
    expect(rebuilt.replace(buildIdOf(rebuilt)!, '')).toBe(about.replace(buildIdOf(about)!, ''))
    expect(await read('en', 'project', '_payload.json')).toBe(payload)
    // Nothing else changed, so the build id is the same: every other page is the live file,
    // linked into the new dist/ rather than read and written again.
    expect(await read('en', 'index.html')).toBe(home)
    expect((await stat(dist('en', 'index.html'))).ino).toBe(homeFile)
  }, 120_000)

  it('stops at once when nothing changed since, and leaves dist/ as it is', async () => {
    const latest = await read(buildsDir, 'latest.json')
    const home = await stat(dist('index.html'))
    const log = await prerender()
    expect(log).toMatch(/^Nothing changed since the last build: .* is up to date/)
    expect(log).not.toContain('Pages:')
    // The build files name the same build at the same time: nothing was written.
    expect(await read(buildsDir, 'latest.json')).toBe(latest)
    const now = await stat(dist('index.html'))
    expect([now.ino, now.mtimeMs]).toEqual([home.ino, home.mtimeMs])
  }, 120_000)
})
