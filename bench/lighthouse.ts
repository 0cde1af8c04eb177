/**
 * `npm run bench:lighthouse [-- [--build] [--all] [/path ...]]`: runs Lighthouse 13 with its
 * default mobile preset (Moto G Power emulation, simulated slow 4G and 4x CPU throttling) on the
 * prerendered site, served from dist/ the way a static host serves it, and prints a markdown table
 * of the scores and Core Web Vitals per page, then the audits that keep each category below 100.
 *
 * `--runs=N` audits each page N times and reports the median run: on this VM one page's score
 * moves by up to nine points between runs.
 *
 * Pages: `/`, `/en`, `/blog/why-static-sites` and `/en/blog/why-static-sites`, or only the paths
 * given as arguments; `--all` adds the section pages (project, blog, space, about, both languages).
 * dist/ is reused when it holds a finished build; `--build` prerenders it again first.
 * Full reports go to node_modules/.cache/lighthouse/<slug>.json; the table goes to stdout only.
 *
 * Lighthouse 13 is not a dependency of the project (with chrome-launcher and the rest of what it
 * needs, over a hundred packages a fork should not have to install): the first run installs
 * `lighthouse@13` from the npm registry into node_modules/.cache/bench-tools/lighthouse-13 (its
 * engines want Node 22.19 or newer) and later runs reuse it; chrome-launcher comes with it.
 * Delete that folder to get the latest 13.x.
 *
 * A benchmark, not a check: the exit code is 0 whatever the scores, and 1 only when Lighthouse
 * cannot run or cannot load a page (then there is no score to read).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { buildPrerenderArgs } from './build/build-run.ts'
import { ensureTool } from './tool-install.ts'
import {
  categories,
  report,
  type LighthouseResult as Result,
  type PageResult,
} from './lighthouse-report.ts'
import { serveStatic } from '../scripts/serve-static.ts'
import { processRunning } from '../src/node/build-folder-fs.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = join(root, 'dist')
const reportDir = join(root, 'node_modules', '.cache', 'lighthouse')

/** The Lighthouse major this bench is written for (its audit ids, `core/lib/median-run.js`). */
const lighthouseMajor = 13
const toolDir = join(root, 'node_modules', '.cache', 'bench-tools', `lighthouse-${lighthouseMajor}`)

/** The few parts of Lighthouse and chrome-launcher this bench calls, typed here (see toolDir). */
interface LaunchedChrome {
  port: number
  kill(): void
}

interface Tools {
  /** chrome-launcher's `launch`. */
  launch(options: {
    chromePath?: string
    chromeFlags?: string[]
    logLevel?: 'verbose' | 'info' | 'error' | 'warn' | 'silent'
  }): Promise<LaunchedChrome>
  /** Lighthouse's default export: one navigation, with the default (mobile) config. */
  lighthouse(
    url: string,
    flags: {
      port: number
      output: 'json'
      logLevel: 'silent' | 'error' | 'warn' | 'info' | 'verbose'
      onlyCategories: string[]
    },
  ): Promise<{ lhr: Result } | undefined>
  /** From lighthouse/core/lib/median-run.js. */
  computeMedianRun(runs: Result[]): Result
}

/**
 * Lighthouse (ESM only) and chrome-launcher (its dependency, so the version it was tested with),
 * loaded with `import()` of the files Node's resolution finds from toolDir.
 */
async function loadTools(): Promise<Tools> {
  await ensureTool(toolDir, 'lighthouse', lighthouseMajor)
  const fromTools = createRequire(join(toolDir, 'package.json'))
  const fromLighthouse = createRequire(fromTools.resolve('lighthouse/package.json'))
  const load = (require: NodeJS.Require, id: string) =>
    import(pathToFileURL(require.resolve(id)).href) as Promise<Record<string, unknown>>
  const [lighthouse, medianRun, chromeLauncher] = await Promise.all([
    load(fromTools, 'lighthouse'),
    load(fromTools, 'lighthouse/core/lib/median-run.js'),
    load(fromLighthouse, 'chrome-launcher'),
  ])
  const tools = {
    lighthouse: lighthouse.default,
    computeMedianRun: medianRun.computeMedianRun,
    launch: chromeLauncher.launch,
  }
  const missing = Object.entries(tools).filter(([, f]) => typeof f !== 'function')
  if (missing.length > 0) {
    throw new Error(
      `${toolDir} does not export ${missing.map(([name]) => name).join(', ')} as Lighthouse ` +
        `${lighthouseMajor} did; delete the folder to install it again.`,
    )
  }
  return tools as Tools
}

const defaultPaths = ['/', '/en', '/blog/why-static-sites', '/en/blog/why-static-sites']
const sectionPaths = ['/project', '/blog', '/space', '/about'].flatMap((p) => [p, `/en${p}`])

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

interface Options {
  build: boolean
  paths: string[]
  /** Lighthouse runs per page; the table shows the median one (Lighthouse's own choice). */
  runs: number
}

/** A mistake in the command line: reported with the usage line, not a stack trace. */
class UsageError extends Error {}

function usage(): string {
  return 'Usage: npm run bench:lighthouse -- [--build] [--all] [--runs=N] [/path ...]'
}

/** Arguments replace the default pages; `--all` adds the section pages to them. */
function parseArgs(args: string[]): Options {
  const flags = args.filter((a) => a.startsWith('--'))
  const runsFlag = flags.find((f) => f.startsWith('--runs='))
  const unknown = flags.filter((f) => f !== '--build' && f !== '--all' && f !== runsFlag)
  if (unknown.length > 0) throw new UsageError(`Unknown option ${unknown.join(', ')}.`)
  const runs = runsFlag ? Number(runsFlag.slice('--runs='.length)) : 1
  if (!Number.isInteger(runs) || runs < 1 || runs > 9)
    throw new UsageError(`--runs takes a whole number from 1 to 9, not ${runsFlag}.`)
  const given = args
    .filter((a) => !a.startsWith('--'))
    .map((p) => (p.startsWith('/') ? p : `/${p}`))
  const all = flags.includes('--all')
  const paths = all ? [...defaultPaths, ...sectionPaths, ...given] : given
  return {
    build: flags.includes('--build'),
    paths: [...new Set(paths.length > 0 ? paths : defaultPaths)],
    runs,
  }
}

/** The build writes dist.tmp-<pid> and then swaps it in: a live one means dist/ will change. */
function runningBuilds(): number[] {
  return readdirSync(root)
    .map((name) => /^dist\.tmp-(\d+)$/.exec(name)?.[1])
    .filter((pid) => pid !== undefined)
    .map(Number)
    .filter(processRunning)
}

async function waitForRunningBuild(timeoutMs = 10 * 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let told = false
  while (runningBuilds().length > 0 && Date.now() < deadline) {
    if (!told) console.error('A build is running (dist.tmp-* exists); waiting for it to finish…')
    told = true
    await sleep(2000)
  }
}

function hasBuild(): boolean {
  return (
    existsSync(join(distDir, 'index.html')) &&
    existsSync(join(distDir, 'assets', 'builds', 'latest.json'))
  )
}

function prerender(): void {
  console.error('Prerendering the site into dist/…')
  // With the flags of `npm run build:prerender` (its young generation), as the pipeline runs it.
  const args = buildPrerenderArgs(root)
  const run = spawnSync(process.execPath, args, {
    stdio: 'inherit',
    // The prerender builds the project it is run from.
    cwd: root,
  })
  if (run.status !== 0 || !hasBuild()) {
    throw new Error('The prerender failed; see its output above.')
  }
}

async function ensureBuild(rebuild: boolean): Promise<void> {
  await waitForRunningBuild()
  if (rebuild || !hasBuild()) prerender()
}

async function audit(tools: Tools, port: number, url: string): Promise<Result> {
  // No config: Lighthouse's default config is the mobile preset.
  const run = await tools.lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  })
  if (!run) throw new Error(`Lighthouse returned no result for ${url}.`)
  return run.lhr
}

function slug(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').replace(/[^\w.-]+/g, '-') || 'index'
}

async function saveReport(page: PageResult): Promise<void> {
  await mkdir(reportDir, { recursive: true })
  await writeFile(join(reportDir, `${slug(page.path)}.json`), JSON.stringify(page.lhr, null, 2))
}

/** Chrome with a fresh profile, so no page inherits the storage of the one measured before. */
function launchChrome(tools: Tools): Promise<LaunchedChrome> {
  return tools.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'error',
  })
}

/**
 * Lighthouse clears caches and service workers between runs but not IndexedDB or localStorage,
 * which the site's runtime writes; pages share the origin, so each one gets its own Chrome.
 */
async function auditInFreshChrome(tools: Tools, url: string): Promise<Result> {
  let chrome: LaunchedChrome | undefined
  try {
    chrome = await launchChrome(tools)
    return await audit(tools, chrome.port, url)
  } finally {
    chrome?.kill()
  }
}

/**
 * One page's result: with several runs, the one Lighthouse's `computeMedianRun` picks (the run
 * nearest the median first contentful paint and interactive time), as its docs advise for a
 * score that moves between runs. The scores of every run go to stderr.
 */
async function auditPage(tools: Tools, url: string, runs: number): Promise<Result> {
  const results: Result[] = []
  for (let i = 0; i < runs; i++) results.push(await auditInFreshChrome(tools, url))
  if (runs === 1) return results[0]!
  const scores = results.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100))
  const median = tools.computeMedianRun(results)
  const chosen = Math.round((median.categories.performance?.score ?? 0) * 100)
  console.error(`  performance ${scores.join(', ')}: the median run scored ${chosen}`)
  return median
}

async function measure(tools: Tools, paths: string[], runs: number): Promise<PageResult[]> {
  let server: Server | undefined
  try {
    const served = await serveStatic(distDir)
    server = served.server
    const pages: PageResult[] = []
    // One page at a time: parallel runs would share the CPU and skew the simulated timings.
    for (const [i, path] of paths.entries()) {
      console.error(`Lighthouse ${i + 1}/${paths.length}: ${path}`)
      const page = { path, lhr: await auditPage(tools, new URL(path, served.url).href, runs) }
      await saveReport(page)
      pages.push(page)
    }
    return pages
  } finally {
    // Drop keep-alive sockets, or close() would wait for them.
    server?.closeAllConnections()
    server?.close()
  }
}

async function main(): Promise<number> {
  if (process.argv.includes('--help')) {
    console.log(usage())
    return 0
  }
  const options = parseArgs(process.argv.slice(2))
  const tools = await loadTools()
  await ensureBuild(options.build)
  const pages = await measure(tools, options.paths, options.runs)
  console.log(report(pages, options.runs))
  console.error(`Full reports: ${reportDir}/<slug>.json`)
  // A page that could not be loaded has no scores, so the run did not measure it.
  return pages.some((p) => p.lhr.runtimeError) ? 1 : 0
}

main().then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    if (error instanceof UsageError) console.error(`${error.message}\n${usage()}`)
    else console.error(error)
    process.exitCode = 1
  },
)
