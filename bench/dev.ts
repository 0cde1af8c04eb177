/**
 * `npm run bench:dev -- [N]` (default 1000 articles per locale): issue 7's "dev at size", what an
 * author waits for in `npm run dev` once the blog is large.
 *
 * It copies the project to a temporary folder with N generated bilingual articles (as
 * `bench/build.ts` does), starts Vite in this process the way `e2e/build/dev-server.e2e.ts` does and
 * opens one generated article in Chromium (launched before any timer), then measures:
 *
 * - first page: from just before `createServer` to the server listening, and to the article's
 *   `h1` being visible (checked at every frame: `articleShown`). Twice: cold (the compile cache in
 *   node_modules/.cache/content has never seen this corpus: every article carries a per-run random
 *   line: every file is compiled before the page shows) and warm (server closed and started again, this process's in-memory compile
 *   cache emptied, as a new `npm run dev` finds it). Each start opens a fresh browser context, so
 *   the browser's HTTP cache does not help.
 * - first page of `npm run dev` in a new process (bench/dev/dev-process.ts), once the edits are done:
 *   Vite's command line started from nothing but the disk caches, as an author starts it. It is
 *   started once untimed first, as the author's last `npm run dev` was (see below for why). Then
 *   once more with every article new to the compile cache: an author's very first start.
 * - edit → page: with the article open, its title is rewritten on disk five times; each time the
 *   page clock runs from just before the write until the new title shows in the `h1`.
 *
 * Where the time goes is printed alongside: when the page asked for and got `/_content/`, when
 * the plugin's compile finished (its `content:update` message), and for edits, when Vite's watcher
 * saw the save. Results go to stdout (details, then a markdown table), progress to stderr. The
 * compile-cache entries this run adds (they hold its random line, so nothing reuses them) are
 * removed at the end, with the copy. Exit code 1 when something fails to run, 2 on a bad argument.
 */
import { randomBytes } from 'node:crypto'
import { rmSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { basename, join } from 'node:path'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { launchChromium } from '../scripts/chromium.ts'
import { repoRoot, tempProject } from '../e2e/support/project-fs.ts'
import { writeCorpus } from './build/build-corpus.ts'
import { probePlugin, type Probe } from './dev/dev-probe.ts'
import { articleShown, timedProcessStart, type ProcessStart } from './dev/dev-process.ts'
import { removeSaltedEntries, saltArticles } from './dev/dev-salt.ts'
import {
  editLine,
  printTable,
  seconds,
  startLine,
  type Edit,
  type Start,
} from './dev/dev-report.ts'

const defaultCount = 1000
const edits = 5
// Generous: a cold start of a large corpus compiles every article before the page can render.
const firstPageTimeoutMs = 8 * 60_000
const editTimeoutMs = 60_000
/** The compiler's in-memory cache, shared through globalThis (src/node/app/vite-plugins/vite-plugin-content.ts). */
const memoryCacheKey = Symbol.for('content.compile-cache')

const copies = new Set<string>()
const log = (line: string) => process.stderr.write(`${line}\n`)
function parseCount(args: string[]): number {
  const n = args.length > 0 ? Number(args[0]) : defaultCount
  if (args.length > 1 || !Number.isInteger(n) || n < 1) {
    log(`Usage: npm run bench:dev -- [N]   (articles per locale, default ${defaultCount})`)
    process.exit(2)
  }
  return n
}

/** Page and context are made before the timer: only the server and the page load are timed. */
async function openPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

/** Starts the dev server and loads `path` until its article title is visible. */
async function startAndLoad(dir: string, page: Page, path: string, probe: Probe) {
  const start: Partial<Start> = {}
  const t0 = performance.now()
  const since = () => performance.now() - t0
  const server = await createServer({
    root: dir,
    configFile: join(dir, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
    plugins: [probePlugin(probe)],
  })
  try {
    await server.listen()
    start.listening = since()
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/_content/')) start.contentAsked ??= since()
    })
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname
      if (pathname === path) start.html ??= since()
      if (pathname.startsWith('/_content/')) start.contentServed ??= since()
    })
    await page.goto(`${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}${path}`, {
      waitUntil: 'commit',
      timeout: firstPageTimeoutMs,
    })
    await articleShown(page, firstPageTimeoutMs)
    start.firstPage = since()
    return { server, start: start as Start }
  } catch (error) {
    await server.close()
    throw error
  }
}

/** Rewrites the article's title and waits, in the page, until the `h1` shows it. */
async function editTitle(page: Page, file: string, title: string, probe: Probe): Promise<Edit> {
  const text = await readFile(file, 'utf8')
  const changed = text.replace(/^title: .*$/m, `title: ${JSON.stringify(title)}`)
  const pageStart = await page.evaluate(() => performance.now())
  const nodeStart = performance.now()
  await writeFile(file, changed)
  // Read as a reader reads it: a Chinese title holds the spaces around its numbers (no-break).
  const shown = await page.waitForFunction(
    (expected) =>
      document.querySelector('article h1')?.textContent?.replace(/\u00a0/g, ' ') === expected
        ? performance.now()
        : false,
    title,
    { polling: 'raf', timeout: editTimeoutMs },
  )
  const shownAt = (await shown.jsonValue()) as number
  const after = (at: number | undefined) => (at === undefined ? undefined : at - nodeStart)
  return {
    shown: shownAt - pageStart,
    watched: after(probe.changes.find((c) => c.at >= nodeStart && c.file === file)?.at),
    compiled: after(probe.updates.find((at) => at >= nodeStart)),
  }
}

interface Open {
  server?: ViteDevServer
  context?: BrowserContext
}

async function closeOpen(open: Open) {
  await open.context?.close()
  await open.server?.close()
  open.context = open.server = undefined
}

/** One start of the dev server with a fresh browser context; leaves both open in `open`. */
async function timedStart(browser: Browser, dir: string, path: string, probe: Probe, open: Open) {
  const { context, page } = await openPage(browser)
  open.context = context
  const { server, start } = await startAndLoad(dir, page, path, probe)
  open.server = server
  return { page, start }
}

async function benchmark(n: number, browser: Browser, open: Open) {
  log(`N = ${n}: copying the project…`)
  const project = await tempProject(repoRoot)
  copies.add(project.dir)
  const salt = randomBytes(6).toString('hex')
  const runStarted = Date.now()
  const load = loadavg()
  try {
    log(`  writing ${n} articles per locale into ${project.dir} (salt ${salt})`)
    const corpus = await writeCorpus(project.dir, n)
    await saltArticles(project.dir, salt)
    const path = `/blog/bench/${basename(corpus.firstZh, '.md')}`
    const probe: Probe = { updates: [], changes: [] }

    log(`  cold start, opening ${path}…`)
    // An author's first start compiles every file into the disk cache: the warm start below
    // finds them there.
    const cold = (await timedStart(browser, project.dir, path, probe, open)).start
    log(`  ${startLine('cold', cold)}`)
    await closeOpen(open)
    // A new `npm run dev` starts with an empty memory cache; only the disk cache is warm.
    ;(
      (globalThis as Record<symbol, unknown>)[memoryCacheKey] as Map<string, unknown> | undefined
    )?.clear()

    log('  warm start…')
    const { page, start: warm } = await timedStart(browser, project.dir, path, probe, open)
    log(`  ${startLine('warm', warm)}`)

    const results: Edit[] = []
    for (let i = 0; i < edits; i++) {
      // An author does not save five times a second: let any trailing work finish first.
      await page.waitForTimeout(500)
      results.push(await editTitle(page, corpus.firstZh, `编辑延迟测试 ${i + 1} · ${salt}`, probe))
      log(`  ${editLine(i, results[i]!)}`)
    }
    await closeOpen(open)

    log('  `npm run dev` in a new process…')
    const processStart = async () => {
      const context = await browser.newContext()
      open.context = context
      const start = await timedProcessStart(
        project.dir,
        await context.newPage(),
        path,
        firstPageTimeoutMs,
      )
      await closeOpen(open)
      return start
    }
    const processLine = (label: string, s: ProcessStart) =>
      `${label}: vite ready ${seconds(s.ready)} s, h1 visible ${seconds(s.firstPage)} s`
    // Once untimed, as the author's last `npm run dev` was: the servers above ran with the probe
    // plugin, and Vite names the plugins in its dependency cache's hash, so the first start of
    // the command line re-optimizes dependencies (≈1 s) that an author's next start does not.
    await processStart()
    const fresh = await processStart()
    const freshLine = processLine('new process', fresh)
    log(`  ${freshLine}`)

    // An author's very first `npm run dev`: a new process, and no compile-cache entry for any
    // article (a second salt line makes every key new; its entries hold the first salt too).
    log('  `npm run dev` in a new process, compile cache cold…')
    await saltArticles(project.dir, `${salt}-again`)
    const freshCold = await processStart()
    const freshColdLine = processLine('new process, cold cache', freshCold)
    log(`  ${freshColdLine}`)

    console.log(
      [
        `## npm run dev with ${n} articles per locale (${2 * n} generated, salt ${salt})`,
        '',
        `load average at start: ${load.map((l) => l.toFixed(2)).join(' ')} (2 cores shared)`,
        `opened: ${path}`,
        startLine('cold', cold),
        startLine('warm', warm),
        freshLine,
        freshColdLine,
        ...results.map((e, i) => editLine(i, e)),
        '',
      ].join('\n'),
    )
    printTable(
      n,
      cold,
      warm,
      fresh,
      freshCold,
      results.map((e) => e.shown),
    )
  } finally {
    await closeOpen(open)
    await project.remove()
    copies.delete(project.dir)
    const removed = await removeSaltedEntries(runStarted, salt)
    log(`  removed the copy and ${removed} compile-cache entries of this run`)
  }
}

/** Removes the copy when the benchmark itself is interrupted (Chromium exits with us). */
function onSignal(signal: NodeJS.Signals) {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
  log(`Interrupted by ${signal}; temporary copy removed.`)
  process.exit(130)
}

async function main() {
  const n = parseCount(process.argv.slice(2))
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal)
  const browser = await launchChromium()
  const open: Open = {}
  try {
    await benchmark(n, browser, open)
  } catch (error) {
    log(`Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
    process.exitCode = 1
  } finally {
    await browser.close()
  }
}

await main()
