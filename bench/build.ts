/**
 * `npm run bench:build -- [N ...]` (default `250 1000`; 4000 works too, given time): how the full
 * build (`npm run build:prerender`) scales with the size of the blog, cold and incremental.
 *
 * For each N it copies the project to a temporary folder (sources linked, as the e2e tests do),
 * adds N generated bilingual articles per locale (`bench/build/build-corpus.ts`) and runs the build in a
 * child process exactly as the deploy pipeline does, three times (every size's cold build first,
 * then the others: see `main`):
 *
 * 1. **cold**: the copy has a node_modules of its own (every package linked, `.cache` empty), so
 *    nothing is cached: every file compiled, every image and social card made, the app bundled;
 * 2. **unchanged**: the same again, everything cached: what a redeploy of the same site costs;
 * 3. **one changed**: one zh article gained a paragraph: what an author waits for after an edit.
 *
 * With `--caches`, the build with nothing changed runs again once per cache folder, that folder
 * empty: what each cache saves (bench/build/build-caches.ts).
 *
 * Each prints wall time, pages per second, the build process's peak memory and the build's own
 * phase times; then the size of dist/, and a markdown table across N with the growth of each.
 * Before the cold build it times the creation of 1,000 files (bench/fs-probe.ts): on this
 * machine's filesystem that moves tenfold after large deletions, and the builds with it.
 * Progress goes to stderr, results to stdout. Exit code 1 when a build fails (its output is
 * printed), 2 on a bad argument.
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { appendFile, readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { repoRoot, tempProject } from '../e2e/support/project-fs.ts'
import { writeCorpus } from './build/build-corpus.ts'
import { fileCreationMicros, slowFileMicros } from './fs-probe.ts'
import { privateNodeModules, runBuild, runningBuilds, type BuildRun } from './build/build-run.ts'
import { cacheSavings } from './build/build-caches.ts'
import {
  phaseSummary,
  printResult,
  printTable,
  seconds,
  type Result,
} from './build/build-report.ts'

/** A build that exited non-zero; its output goes to the report. */
class BuildFailed extends Error {
  readonly run: BuildRun
  constructor(run: BuildRun) {
    super(`The build exited with code ${run.code}.`)
    this.run = run
  }
}

const defaultCounts = [250, 1000]
const copies = new Set<string>()

const log = (line: string) => process.stderr.write(`${line}\n`)
const mb = (bytes: number) => bytes / 1024 / 1024

function parseCounts(args: string[]): number[] {
  const counts = args.filter((a) => a !== '--caches').map(Number)
  if (counts.some((n) => !Number.isInteger(n) || n < 1)) {
    log(
      'Usage: npm run bench:build -- [--caches] [N ...]   (articles per locale, default 250 1000)',
    )
    process.exit(2)
  }
  return counts.length > 0 ? counts : defaultCounts
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

async function build(dir: string, label: string): Promise<BuildRun> {
  log(`  ${label}…`)
  // What the benchmark wrote (the copy, its articles, the last size's builds) is flushed to disk
  // first, so the kernel's write-back of it does not land inside the build's time: a cold build
  // at 1,000 right after the 250-article runs took 33.3 s (content 17.6 s) against 26.2 s
  // (content 12.1 s) for the same build started with nothing left to write.
  execFileSync('sync')
  const run = await runBuild(dir, repoRoot)
  if (run.code !== 0) throw new BuildFailed(run)
  log(`  ${label}: ${seconds(run.ms)} s (${phaseSummary(run)})`)
  return run
}

/** Edits one article the way an author would: a new paragraph at the end. */
async function changeOneArticle(file: string) {
  await appendFile(file, '\n补充一段：改动一篇文章之后，重新构建需要多久？\n')
}

/** A size whose cold build is done: what its incremental builds need. */
interface Prepared {
  n: number
  dir: string
  firstZh: string
  cold: BuildRun
  sizes: Map<string, number>
  fileMicros: number
}

/** Copies the project, writes N articles per locale and builds it cold. */
async function coldBuild(n: number): Promise<Prepared> {
  log(`N = ${n}: copying the project…`)
  const project = await tempProject(repoRoot)
  copies.add(project.dir)
  await privateNodeModules(project.dir, repoRoot)
  log(`  writing ${n} articles per locale into ${project.dir}`)
  const corpus = await writeCorpus(project.dir, n)
  const fileMicros = fileCreationMicros(join(project.dir, '.fs-probe'))
  log(`  the filesystem creates a file in ${Math.round(fileMicros)} µs now`)
  if (fileMicros > slowFileMicros)
    log(
      `  (slow: thousands of files were deleted in the last minutes; the builds will be too.` +
        ` For figures to compare, wait until it is under ${slowFileMicros} µs.)`,
    )
  const cold = await build(project.dir, 'cold build')
  const sizes = await distSizes(join(project.dir, 'dist'))
  return { n, dir: project.dir, firstZh: corpus.firstZh, cold, sizes, fileMicros }
}

/** The builds after the cold one: nothing changed, then one article changed. */
async function incrementalBuilds(p: Prepared, caches: boolean): Promise<Result> {
  log(`N = ${p.n}: builds after the cold one…`)
  const unchanged = await build(p.dir, 'nothing changed')
  await changeOneArticle(p.firstZh)
  const changed = await build(p.dir, 'one article changed')
  const savings = caches ? await cacheSavings(p.dir, (label) => build(p.dir, label)) : []
  const result: Result = {
    n: p.n,
    pages: Number(/Prerendered (\d+) pages/.exec(p.cold.stdout)?.[1] ?? NaN),
    cold: p.cold,
    unchanged,
    changed,
    caches: savings,
    distMb: mb([...p.sizes.values()].reduce((a, b) => a + b, 0)),
    distParts: [...p.sizes]
      .sort((a, b) => b[1] - a[1])
      .map(([kind, bytes]) => `${kind} ${mb(bytes).toFixed(1)}`)
      .join(', '),
    fileMicros: p.fileMicros,
  }
  printResult(result)
  return result
}

/**
 * Removes the copies, once every size has been measured. Not between sizes: on this machine's
 * ext4 (no journal) a file created within a minute of thousands being deleted makes the kernel
 * pass over each recently freed inode first (`recently_deleted` in `find_inode_bit`): creating
 * 9,000 files and 4,500 folders took 1.39 s right after deleting as many, against 0.35 s
 * elsewhere, and in a `perf` profile of a build started right after a deletion that was 13% of
 * all CPU. A deploy's fresh clone deletes nothing first, so neither does the benchmark.
 */
async function removeCopies() {
  for (const dir of copies) await rm(dir, { recursive: true, force: true })
  copies.clear()
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
  const caches = process.argv.includes('--caches')
  process.on('SIGINT', onSignal).on('SIGTERM', onSignal)
  const results: Result[] = []
  try {
    // Every cold build first: a build that replaces a dist/ deletes the old one after it, and
    // on this machine's filesystem files created in the minutes after a large deletion cost
    // tenfold (fs-probe.ts). A deploy's cold build follows no deletion, so none here does.
    const prepared: Prepared[] = []
    for (const n of counts) prepared.push(await coldBuild(n))
    for (const p of prepared) results.push(await incrementalBuilds(p, caches))
    await removeCopies()
  } catch (error) {
    await removeCopies()
    if (!(error instanceof BuildFailed)) throw error
    log(`Build failed (exit code ${error.run.code}).\n--- stdout ---\n${error.run.stdout}`)
    log(`--- stderr ---\n${error.run.stderr}`)
    process.exitCode = 1
  }
  if (results.length > 0) printTable(results)
}

await main()
