/**
 * `npm run bench:build -- [N ...]` (default `250 1000`; 4000 works too, given time): how the full
 * build (`npm run build:prerender`) scales with the size of the blog.
 *
 * For each N it copies the project to a temporary folder (sources and dependencies linked, as the
 * e2e tests do), adds N generated bilingual articles per locale (`bench/build-corpus.ts`), runs
 * the build in a child process exactly as the deploy pipeline does, and prints wall time, pages
 * per second, the build process's peak memory, the size of dist/, the build's own social-card
 * line and the time spent in each phase. A second build then runs in the same copy after one zh
 * article gained a paragraph: what an author waits for after an edit.
 *
 * Caches: node_modules is linked, so social cards and image variants are read from (and added to)
 * the repository's node_modules/.cache like any build. The first build is cold only where those
 * caches are empty; the report says how many entries they held before and after. The corpus is
 * seeded, so a second benchmark of the same N finds its cards already drawn. For a cold figure,
 * empty node_modules/.cache/social-cards first.
 *
 * Progress goes to stderr, results to stdout (a block per N, then a markdown table across N).
 * Exit code 1 when a build fails (its output is printed), 2 on a bad argument.
 */
import { rmSync } from 'node:fs'
import { appendFile, readdir, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { repoRoot, tempProject } from '../e2e/support/project-fs.ts'
import { writeCorpus } from './build-corpus.ts'
import { runBuild, runningBuilds, type BuildRun } from './build-run.ts'

interface Result {
  n: number
  pages: number
  first: BuildRun
  changed: BuildRun
  distMb: number
  /** `og/ 24.1 MB, html 8.0 MB, …`, largest first. */
  distParts: string
  cards: string
}

/** A build that exited non-zero; its output goes to the report. */
class BuildFailed extends Error {
  constructor(readonly run: BuildRun) {
    super(`The build exited with code ${run.code}.`)
  }
}

const defaultCounts = [250, 1000]
const cacheDir = join(repoRoot, 'node_modules', '.cache')
const copies = new Set<string>()

const log = (line: string) => process.stderr.write(`${line}\n`)
const seconds = (ms: number) => (ms / 1000).toFixed(1)
const mb = (bytes: number) => bytes / 1024 / 1024

function parseCounts(args: string[]): number[] {
  const counts = args.map(Number)
  if (counts.some((n) => !Number.isInteger(n) || n < 1)) {
    log('Usage: npm run bench:build -- [N ...]   (articles per locale, default 250 1000)')
    process.exit(2)
  }
  return counts.length > 0 ? counts : defaultCounts
}

/** Files under dir, recursively; 0 when it does not exist. */
async function countFiles(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  let count = 0
  for (const entry of entries)
    count += entry.isDirectory() ? await countFiles(join(dir, entry.name)) : 1
  return count
}

/** What a dist/ file is, for the size breakdown: its top folder, or its kind of page file. */
function distKind(relative: string): string {
  const top = relative.split('/')[0]!
  if (['og', '_images', '_content', 'assets'].includes(top)) return `${top}/`
  if (relative.endsWith('.html')) return 'html'
  return relative.endsWith('_payload.json') ? 'payloads' : 'other'
}

/** Bytes under dir by distKind, recursively (one stat per file: linear in the site's size). */
async function distSizes(dir: string, prefix = '', sizes = new Map<string, number>()) {
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) await distSizes(dir, relative, sizes)
    else {
      const kind = distKind(relative)
      sizes.set(kind, (sizes.get(kind) ?? 0) + (await stat(join(dir, relative))).size)
    }
  }
  return sizes
}

async function cacheEntries(): Promise<string> {
  const cards = await countFiles(join(cacheDir, 'social-cards'))
  const images = await countFiles(join(cacheDir, 'images', 'cache'))
  return `${cards} social cards, ${images} image variants`
}

const childLines = (run: BuildRun) => run.stdout.split('\n').filter((line) => line.trim())

function childLine(run: BuildRun, prefix: string): string {
  return childLines(run).find((line) => line.startsWith(prefix)) ?? `(no "${prefix}" line)`
}

function phaseSummary(run: BuildRun): string {
  let previous = 0
  return run.phases
    .map((phase) => {
      const part = `${phase.name} ${seconds(phase.endMs - previous)} s`
      previous = phase.endMs
      return part
    })
    .join(', ')
}

async function build(dir: string, label: string): Promise<BuildRun> {
  log(`  ${label}…`)
  const run = await runBuild(dir, repoRoot)
  if (run.code !== 0) throw new BuildFailed(run)
  log(`  ${label}: ${seconds(run.ms)} s (${phaseSummary(run)})`)
  return run
}

/** Edits one article the way an author would: a new paragraph at the end. */
async function changeOneArticle(file: string) {
  await appendFile(file, '\n补充一段：改动一篇文章之后，重新构建需要多久？\n')
}

async function benchmark(n: number): Promise<Result> {
  log(`N = ${n}: copying the project…`)
  const project = await tempProject(repoRoot)
  copies.add(project.dir)
  try {
    log(`  writing ${n} articles per locale into ${project.dir}`)
    const corpus = await writeCorpus(project.dir, n)
    const cachesBefore = await cacheEntries()
    const first = await build(project.dir, 'first build')
    const sizes = await distSizes(join(project.dir, 'dist'))
    await changeOneArticle(corpus.firstZh)
    const changed = await build(project.dir, 'one article changed')
    const result: Result = {
      n,
      pages: Number(/Prerendered (\d+) pages/.exec(first.stdout)?.[1] ?? NaN),
      first,
      changed,
      distMb: mb([...sizes.values()].reduce((a, b) => a + b, 0)),
      distParts: [...sizes]
        .sort((a, b) => b[1] - a[1])
        .map(([kind, bytes]) => `${kind} ${mb(bytes).toFixed(1)}`)
        .join(', '),
      cards: childLine(first, 'Social cards:'),
    }
    printResult(result, cachesBefore, await cacheEntries())
    return result
  } finally {
    await project.remove()
    copies.delete(project.dir)
  }
}

function printResult(r: Result, cachesBefore: string, cachesAfter: string) {
  const lines = [
    `## N = ${r.n}: ${r.n} articles per locale, ${2 * r.n} in all`,
    '',
    `caches before:       ${cachesBefore}`,
    `caches after:        ${cachesAfter}`,
    `pages prerendered:   ${r.pages}`,
    `wall time:           ${seconds(r.first.ms)} s`,
    `  by phase:          ${phaseSummary(r.first)}`,
    `pages per second:    ${(r.pages / (r.first.ms / 1000)).toFixed(1)}`,
    `peak RSS:            ${Math.round(r.first.peakRssMb)} MB`,
    `dist/:               ${r.distMb.toFixed(1)} MB (${r.distParts} MB)`,
    ...childLines(r.first).map((line) => `build said:          ${line}`),
    `one article changed: ${seconds(r.changed.ms)} s, ` +
      `${(r.changed.ms / r.first.ms).toFixed(2)}× the first build, ` +
      `peak RSS ${Math.round(r.changed.peakRssMb)} MB`,
    `  by phase:          ${phaseSummary(r.changed)}`,
    `  build said:        ${childLine(r.changed, 'Social cards:')}`,
    '',
  ]
  console.log(lines.join('\n'))
}

function printTable(results: Result[]) {
  const header = [
    'N per locale',
    'articles',
    'pages',
    'wall (s)',
    'pages/s',
    'peak RSS (MB)',
    'dist (MB)',
    'social cards',
    'one changed (s)',
    'changed / first',
    'wall growth',
  ]
  const rows = results.map((r, i) => {
    const previous = results[i - 1]
    const growth = previous
      ? `×${(r.first.ms / previous.first.ms).toFixed(2)} for ×${(r.n / previous.n).toFixed(2)} N`
      : '—'
    return [
      r.n,
      2 * r.n,
      r.pages,
      seconds(r.first.ms),
      (r.pages / (r.first.ms / 1000)).toFixed(1),
      Math.round(r.first.peakRssMb),
      r.distMb.toFixed(1),
      r.cards.replace(/^Social cards: | from the cache|\.$/g, ''),
      seconds(r.changed.ms),
      (r.changed.ms / r.first.ms).toFixed(2),
      growth,
    ]
  })
  const line = (cells: unknown[]) => `| ${cells.join(' | ')} |`
  console.log([line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n'))
}

/** Stops a running build and removes the copies when the benchmark itself is interrupted. */
function onSignal(signal: NodeJS.Signals) {
  for (const child of runningBuilds) child.kill()
  for (const dir of copies) rmSync(dir, { recursive: true, force: true })
  log(`Interrupted by ${signal}; temporary copies removed.`)
  process.exit(130)
}

async function main() {
  const counts = parseCounts(process.argv.slice(2))
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal)
  const results: Result[] = []
  try {
    for (const n of counts) results.push(await benchmark(n))
  } catch (error) {
    if (!(error instanceof BuildFailed)) throw error
    log(`Build failed (exit code ${error.run.code}).\n--- stdout ---\n${error.run.stdout}`)
    log(`--- stderr ---\n${error.run.stderr}`)
    process.exitCode = 1
  }
  if (results.length > 0) printTable(results)
}

await main()
