/**
 * `npm run bench:astro -- [N] [--runs=K]` (default 1000 articles per locale, 3 runs): this site's
 * cold build against Astro 7's on the same generated articles, in turn. Issue 31 set its cold
 * target (30 s at 1,000 articles) by Astro 5.9's time on this machine (about 31 s), and this
 * machine's speed moves by the hour, so the figure to compare is the ratio of builds run side by
 * side. Ratios measured against Astro 5 do not carry over: Astro 7 renders markdown with its own
 * native processor (Sätteri) where Astro 5 ran remark and rehype, and compiles `.astro` files
 * with its Rust compiler.
 *
 * The reference (bench/astro-reference/) is Astro's default markdown pipeline with Shiki's two
 * themes and a page per article (a sidebar of twenty links, the article), plus each language's
 * list: no social cards, image variants, search index, tag pages or hydration. It is installed
 * into a temporary folder from the npm registry (`astroVersion`), beside a copy of this project
 * (its own empty `.cache`, as `npm run bench:build` makes it). Each run is cold: this site's
 * `dist/` and caches are set aside (deleted at the end: deleting thousands of files slows the next
 * ones created here, bench/build.ts), Astro's `dist/`, `.astro/` and `node_modules/.astro/`
 * removed. Progress goes to stderr; the table to stdout.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { cp, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { repoRoot, tempProject } from '../e2e/support/project-fs.ts'
import { writeCorpus } from './build/build-corpus.ts'
import { privateNodeModules, runBuild, runNode, type BuildRun } from './build/build-run.ts'
import { median } from './dev/dev-report.ts'

/** Astro 7, the current major; its engines want Node 22.23.4 or newer (the project runs on 24). */
const astroVersion = '7.4.8'

const log = (line: string) => process.stderr.write(`${line}\n`)
const seconds = (ms: number) => (ms / 1000).toFixed(1)

/** The run, or its output as an error when it failed. */
function succeeded(run: BuildRun): BuildRun {
  if (run.code !== 0) throw new Error(`${run.stdout}\n${run.stderr}`)
  return run
}

async function astroProject(n: number): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'astro-reference-'))
  await cp(join(import.meta.dirname, 'astro-reference'), dir, { recursive: true })
  const manifest = { private: true, type: 'module', dependencies: { astro: astroVersion } }
  await writeFile(join(dir, 'package.json'), JSON.stringify(manifest, null, 2))
  log(`  installing astro@${astroVersion} into ${dir}`)
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await writeCorpus(dir, n)
  return dir
}

/** Astro's command line as its package.json names it (Astro 7 moved it to bin/astro.mjs). */
function astroCli(dir: string): string {
  const manifest = join(dir, 'node_modules', 'astro', 'package.json')
  const { bin } = JSON.parse(readFileSync(manifest, 'utf8')) as { bin: { astro: string } }
  return join(dirname(manifest), bin.astro)
}

async function main() {
  const args = process.argv.slice(2)
  const n = Number(args.find((a) => !a.startsWith('--')) ?? 1000)
  const runs = Number(
    /^--runs=(\d+)$/.exec(args.find((a) => a.startsWith('--runs=')) ?? '')?.[1] ?? 3,
  )
  if (!Number.isInteger(n) || n < 1 || !(runs >= 1)) {
    log(
      'Usage: npm run bench:astro -- [N] [--runs=K]   (articles per locale, default 1000; runs, 3)',
    )
    process.exit(2)
  }
  log(`N = ${n}: copying the project and writing the articles…`)
  const ours = await tempProject(repoRoot)
  let astro: string | undefined
  try {
    await privateNodeModules(ours.dir, repoRoot)
    await writeCorpus(ours.dir, n)
    astro = await astroProject(n)
    const aside = join(ours.dir, '.set-aside')
    const pairs: { ours: number; astro: number }[] = []
    for (let run = 1; run <= runs; run++) {
      const old = join(aside, String(run))
      await mkdir(old, { recursive: true })
      for (const name of ['dist', join('node_modules', '.cache')])
        await rename(join(ours.dir, name), join(old, basename(name))).catch(() => {})
      const build = succeeded(await runBuild(ours.dir, repoRoot))
      for (const name of ['dist', '.astro', join('node_modules', '.astro')])
        await rm(join(astro, name), { recursive: true, force: true })
      const reference = succeeded(await runNode(astro, [astroCli(astro), 'build']))
      pairs.push({ ours: build.ms, astro: reference.ms })
      log(`  run ${run}: this site ${seconds(build.ms)} s, Astro ${seconds(reference.ms)} s`)
    }
    const ratios = pairs.map((p) => p.ours / p.astro)
    console.log(
      `\n| N per locale | runs | this site, cold (s) | Astro ${astroVersion}, cold (s) | ratio |`,
    )
    console.log('| --- | --- | --- | --- | --- |')
    console.log(
      `| ${n} | ${runs} | ${seconds(median(pairs.map((p) => p.ours)))} | ` +
        `${seconds(median(pairs.map((p) => p.astro)))} | ×${median(ratios).toFixed(2)} ` +
        `(${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) |`,
    )
    console.log('\nMedians of the runs; the ratio is taken run by run (builds in turn).')
  } finally {
    await ours.remove()
    if (astro) await rm(astro, { recursive: true, force: true })
  }
}

await main()
