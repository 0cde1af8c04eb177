/**
 * `npm run bench:lighthouse [-- [--build] [--all] [/path ...]]`: runs Lighthouse with its default
 * mobile preset (Moto G Power emulation, simulated slow 4G and 4x CPU throttling) on the
 * prerendered site, served from dist/ the way a static host serves it, and prints a markdown table
 * of the scores and Core Web Vitals per page, then the audits that keep each category below 100.
 *
 * Pages: `/`, `/en`, `/blog/why-static-sites` and `/en/blog/why-static-sites`, or only the paths
 * given as arguments; `--all` adds the section pages (project, blog, space, about, both languages).
 * dist/ is reused when it holds a finished build; `--build` prerenders it again first.
 * Full reports go to node_modules/.cache/lighthouse/<slug>.json; the table goes to stdout only.
 *
 * A benchmark, not a check: the exit code is 0 whatever the scores, and 1 only when Lighthouse
 * cannot run or cannot load a page (then there is no score to read).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { serveStatic } from '../scripts/serve-static.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = join(root, 'dist')
const reportDir = join(root, 'node_modules', '.cache', 'lighthouse')

const defaultPaths = ['/', '/en', '/blog/why-static-sites', '/en/blog/why-static-sites']
const sectionPaths = ['/project', '/blog', '/space', '/about'].flatMap((p) => [p, `/en${p}`])

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const categoryTitles: Record<(typeof categories)[number], string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
}

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
}

interface PageResult {
  path: string
  lhr: Result
}

/** A mistake in the command line: reported with the usage line, not a stack trace. */
class UsageError extends Error {}

function usage(): string {
  return 'Usage: npm run bench:lighthouse -- [--build] [--all] [/path ...]'
}

/** Arguments replace the default pages; `--all` adds the section pages to them. */
function parseArgs(args: string[]): Options {
  const flags = args.filter((a) => a.startsWith('--'))
  const unknown = flags.filter((f) => f !== '--build' && f !== '--all')
  if (unknown.length > 0) throw new UsageError(`Unknown option ${unknown.join(', ')}.`)
  const given = args
    .filter((a) => !a.startsWith('--'))
    .map((p) => (p.startsWith('/') ? p : `/${p}`))
  const all = flags.includes('--all')
  const paths = all ? [...defaultPaths, ...sectionPaths, ...given] : given
  return {
    build: flags.includes('--build'),
    paths: [...new Set(paths.length > 0 ? paths : defaultPaths)],
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The build writes dist.tmp-<pid> and then swaps it in: a live one means dist/ will change. */
function runningBuilds(): number[] {
  return readdirSync(root)
    .map((name) => /^dist\.tmp-(\d+)$/.exec(name)?.[1])
    .filter((pid) => pid !== undefined)
    .map(Number)
    .filter(isAlive)
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
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'prerender/prerender.ts'], {
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

async function audit(port: number, url: string): Promise<Result> {
  // No config: Lighthouse's default config is the mobile preset.
  const run = await lighthouse(url, {
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

function score(lhr: Result, id: string): number | null {
  const value = lhr.categories[id]?.score
  return value === null || value === undefined ? null : Math.round(value * 100)
}

function metric(lhr: Result, id: string): number | undefined {
  return lhr.audits[id]?.numericValue
}

function formatted(value: number | null | undefined, format: (n: number) => string): string {
  return value === null || value === undefined ? '–' : format(value)
}

function tableRow(cells: string[]): string {
  return `| ${cells.join(' | ')} |`
}

function table(pages: PageResult[]): string {
  const header = ['path', ...categories.map((c) => categoryTitles[c]), 'LCP (s)', 'TBT (ms)', 'CLS']
  const rows = pages.map(({ path, lhr }) =>
    tableRow([
      `\`${path}\``,
      ...categories.map((c) => formatted(score(lhr, c), String)),
      formatted(metric(lhr, 'largest-contentful-paint'), (ms) => (ms / 1000).toFixed(1)),
      formatted(metric(lhr, 'total-blocking-time'), (ms) => String(Math.round(ms))),
      formatted(metric(lhr, 'cumulative-layout-shift'), (n) => n.toFixed(3)),
    ]),
  )
  const rule = tableRow(header.map((_, i) => (i === 0 ? '---' : '---:')))
  return [tableRow(header), rule, ...rows].join('\n')
}

// Modes that carry a score; informative, manual and not-applicable audits cost no points.
const scoredModes = new Set(['binary', 'numeric', 'metricSavings'])

type Audit = Result['audits'][string]

/** The audits that cost the category points, weighted ones (the metrics) first. */
function failingAudits(lhr: Result, categoryId: string): Audit[] {
  const refs = [...(lhr.categories[categoryId]?.auditRefs ?? [])]
  refs.sort((a, b) => b.weight - a.weight)
  return refs
    .map((ref) => lhr.audits[ref.id])
    .filter((a): a is Audit => a !== undefined)
    .filter((a) => scoredModes.has(a.scoreDisplayMode) && a.score !== null && a.score < 1)
}

/**
 * Audits that fail because of how this bench serves dist/, not because of the site: the local
 * server speaks plain http and sends neither compression nor cache headers. They stay in the
 * list (they cost points here) with a pointer to the notes.
 */
const benchServerNotes: Record<string, string> = {
  'is-on-https':
    'the bench serves dist/ over plain http on 127.0.0.1; production runs on https, where it ' +
    'passes. The best-practices score here counts it.',
  'uses-text-compression':
    'scripts/serve-static.ts sends no gzip/brotli, which a production host does. Simulated ' +
    'throttling times the uncompressed bytes, so FCP, LCP and the performance score read worse ' +
    'than in production.',
  'uses-long-cache-ttl':
    'the local server sends no cache-control; the build asks hosts for ' +
    '`public, max-age=31536000, immutable` on /assets/** (routeRules in assets/builds/meta).',
}

function describeAudit(a: Audit): string {
  const detail = a.displayValue ? ` — ${a.displayValue}` : ''
  const pointer = benchServerNotes[a.id] ? ' *(bench server, see notes)*' : ''
  return `- \`${a.id}\` ${a.title}${detail}${pointer}`
}

function failures({ path, lhr }: PageResult): string[] {
  if (lhr.runtimeError) {
    return [`### \`${path}\``, `Lighthouse could not load the page: ${lhr.runtimeError.message}`]
  }
  const sections = categories
    .filter((c) => (score(lhr, c) ?? 0) < 100)
    .flatMap((c) => [
      `**${categoryTitles[c]} ${formatted(score(lhr, c), String)}**`,
      ...failingAudits(lhr, c).map(describeAudit),
    ])
  return sections.length > 0 ? [`### \`${path}\``, ...sections] : []
}

function benchServerLines(pages: PageResult[]): string[] {
  return Object.entries(benchServerNotes)
    .filter(([id]) => pages.some((p) => (p.lhr.audits[id]?.score ?? 1) < 1))
    .map(([id, note]) => `- \`${id}\` fails because ${note}`)
}

/**
 * Audits Lighthouse could not compute (typically its trace engine not understanding a newer
 * Chromium's trace), grouped by error so one cause reads as one line. They score nothing, so
 * their advice would otherwise be silently missing from the list above.
 */
function auditErrorLines(pages: PageResult[]): string[] {
  const byError = new Map<string, Set<string>>()
  // A page that did not load errors in every audit; its runtime error already says why.
  for (const { lhr } of pages.filter((p) => !p.lhr.runtimeError)) {
    for (const a of Object.values(lhr.audits)) {
      if (a.scoreDisplayMode !== 'error') continue
      // The innermost cause: gatherer errors wrap it in "Required X gatherer encountered…".
      const message = (a.errorMessage ?? 'unknown error').split(': ').at(-1) ?? ''
      byError.set(message, (byError.get(message) ?? new Set()).add(a.id))
    }
  }
  return [...byError].map(
    ([message, ids]) =>
      `- Lighthouse could not run ${[...ids].map((id) => `\`${id}\``).join(', ')} ` +
      `(${message}), so they are not listed above.`,
  )
}

function notes(pages: PageResult[]): string[] {
  // A page that did not load warns with its runtime error, already printed above.
  const warnings = pages
    .filter((p) => !p.lhr.runtimeError)
    .flatMap(({ path, lhr }) => lhr.runWarnings.map((w) => `- \`${path}\`: ${w}`))
  const { benchmarkIndex } = pages[0]?.lhr.environment ?? {}
  const { lighthouseVersion } = pages[0]?.lhr ?? {}
  const browser = pages[0]?.lhr.environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0]
  return [
    ...benchServerLines(pages),
    ...auditErrorLines(pages),
    ...warnings,
    `- Lighthouse ${lighthouseVersion}, ${browser ?? 'Chromium'}, mobile preset, simulated ` +
      `throttling, one run per page` +
      (benchmarkIndex ? ` (host benchmarkIndex ${Math.round(benchmarkIndex)})` : '') +
      '; performance moves by several points between runs, more when other work shares the CPU.',
  ]
}

function report(pages: PageResult[]): string {
  const failed = pages.flatMap(failures)
  return [
    '## Lighthouse (mobile)',
    '',
    table(pages),
    '',
    '## Below 100',
    '',
    ...(failed.length > 0 ? failed : ['Every category scores 100 on every page.']),
    '',
    '## Notes',
    '',
    ...notes(pages),
  ].join('\n')
}

/** Chrome with a fresh profile, so no page inherits the storage of the one measured before. */
function launchChrome(): Promise<LaunchedChrome> {
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags,
    logLevel: 'error',
  })
}

/**
 * Lighthouse clears caches and service workers between runs but not IndexedDB or localStorage,
 * which the site's runtime writes; pages share the origin, so each one gets its own Chrome.
 */
async function auditInFreshChrome(url: string): Promise<Result> {
  let chrome: LaunchedChrome | undefined
  try {
    chrome = await launchChrome()
    return await audit(chrome.port, url)
  } finally {
    chrome?.kill()
  }
}

async function measure(paths: string[]): Promise<PageResult[]> {
  let server: Server | undefined
  try {
    const served = await serveStatic(distDir)
    server = served.server
    const pages: PageResult[] = []
    // One page at a time: parallel runs would share the CPU and skew the simulated timings.
    for (const [i, path] of paths.entries()) {
      console.error(`Lighthouse ${i + 1}/${paths.length}: ${path}`)
      const page = { path, lhr: await auditInFreshChrome(new URL(path, served.url).href) }
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
  await ensureBuild(options.build)
  const pages = await measure(options.paths)
  console.log(report(pages))
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
