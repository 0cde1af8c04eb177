/**
 * `npm run bench:render -- [N] [--rounds=R]` (default 250 articles per locale, 3 rounds): what
 * rendering one page through the built SSR entry costs, apart from everything else the build's
 * `Pages:` phase holds. That phase also writes each page's two files, carries unchanged pages
 * over and hands social cards on, and its time moves with the disk and the card threads; a change
 * to the app (a component, a loader, React itself) shows here alone.
 *
 * It copies the project with N generated bilingual articles per locale (as `bench/build.ts` does)
 * and runs the real build once in it, so the content is compiled into dist/ and the SSR entry is
 * kept under node_modules/.cache/store (app-build-key-fs.ts). Then, in this process, it loads that
 * entry and renders every path the build prerendered (the build's own list, `prerendered` in its
 * `meta/<id>.json`) R times, one page at a time, as render-pages.ts asks for a page: same URL,
 * same content source over the compiled files, same payload serializer, nothing written. A page
 * renders synchronously once its data is loaded, so a round's time over its pages is the thread's
 * cost of a page. The first round warms up: it reads and parses the content files and runs the
 * entry's code cold. Later rounds find every file parsed in the source's memory, so they time the
 * render alone (in a build each article's body is parsed once, for its page: round 1 holds that).
 * Prints milliseconds per page for each round and the median of the warm ones; progress goes to
 * stderr. Exit code 1 when the build or a page fails, 2 on a bad argument.
 */
import '../prerender/production-env.ts'
// The copy's locales are the repository's (tempProject copies them), so those read from here hold.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { repoRoot, tempProject } from '../e2e/support/project-fs.ts'
import { appBuildKey } from '../src/node/app/app-build-key-fs.ts'
import { openStore } from '../src/node/store/store-fs.ts'
import { buildsDir, contentDir, type BuildMeta, type LatestBuild } from '../src/shared/artifact.ts'
import { createSource } from '../src/shared/source.ts'
import { readChunk, pageData } from '../prerender/page-data.ts'
import { origin, type PageRenderer } from '../prerender/render-pages.ts'
import { writeCorpus } from './build/build-corpus.ts'
import { privateNodeModules, runBuild } from './build/build-run.ts'
import { median } from './dev/dev-report.ts'

const log = (line: string) => process.stderr.write(`${line}\n`)

const args = process.argv.slice(2)
const n = Number(args.find((a) => !a.startsWith('--')) ?? 250)
const rounds = Number(
  /^--rounds=(\d+)$/.exec(args.find((a) => a.startsWith('--rounds=')) ?? '')?.[1] ?? 3,
)
if (!Number.isInteger(n) || n < 1 || !(rounds >= 2)) {
  log(
    'Usage: npm run bench:render -- [N] [--rounds=R]   (articles per locale, default 250; ' +
      'rounds, 3, at least 2: the first warms up)',
  )
  process.exit(2)
}

/** The SSR entry the build kept for the copy's app, as the prerender finds it (render-site.ts). */
async function keptSsrEntry(root: string): Promise<PageRenderer> {
  const dir = openStore(root).folder('app', await appBuildKey(root, 'ssr'))
  if (!dir) throw new Error('The build kept no SSR entry for this app (app-build-key-fs.ts).')
  return (await import(pathToFileURL(join(dir, 'entry-server.js')).href)) as PageRenderer
}

/** Every path the last build into `dist` prerendered, in its order (SPEC §7 build files). */
async function prerenderedPaths(dist: string): Promise<string[]> {
  const readJson = async (file: string) => JSON.parse(await readFile(join(dist, file), 'utf8'))
  const latest = (await readJson(join(buildsDir, 'latest.json'))) as LatestBuild
  return ((await readJson(join(buildsDir, 'meta', `${latest.id}.json`))) as BuildMeta).prerendered
}

log(`N = ${n}: copying the project and writing the articles…`)
const project = await tempProject(repoRoot)
try {
  await privateNodeModules(project.dir, repoRoot)
  await writeCorpus(project.dir, n)
  log(`  building it once in ${project.dir}…`)
  const build = await runBuild(project.dir, repoRoot)
  if (build.code !== 0) {
    log(`${build.stdout}\n${build.stderr}`)
    throw new Error(`The build exited with code ${build.code}.`)
  }
  const pagesLine = /^Pages:.*$/m.exec(build.stdout)?.[0]
  log(`  built in ${(build.ms / 1000).toFixed(1)} s${pagesLine ? ` (${pagesLine})` : ''}`)

  const dist = join(project.dir, 'dist')
  const entry = await keptSsrEntry(project.dir)
  const paths = await prerenderedPaths(dist)
  // As the prerender reads the compiled files back from disk (render-site.ts), minus its memory.
  const source = createSource(async (file) =>
    readChunk(file, await readFile(join(dist, contentDir, file), 'utf8')),
  )
  const msPerPage: number[] = []
  for (let round = 1; round <= rounds; round++) {
    const started = performance.now()
    for (const path of paths) {
      const url = origin + encodeURI(entry.withBase(path))
      const page = await entry.render(url, source, { serialize: pageData })
      if ('unchanged' in page || page.status !== 200)
        throw new Error(`Rendering ${path} gave status ${page.status}.`)
    }
    msPerPage.push((performance.now() - started) / paths.length)
    log(`  round ${round}: ${msPerPage.at(-1)!.toFixed(3)} ms per page`)
  }

  const roundColumns = msPerPage.map((_, i) => (i === 0 ? 'round 1 (warm-up)' : `round ${i + 1}`))
  console.log(`\n## Rendering ${paths.length} pages through the SSR entry, one at a time\n`)
  console.log(
    `| N per locale | pages | rounds | ${roundColumns.join(' | ')} | median of warm rounds |`,
  )
  console.log(`|${' --- |'.repeat(roundColumns.length + 4)}`)
  console.log(
    `| ${n} | ${paths.length} | ${rounds} | ${msPerPage.map((ms) => ms.toFixed(3)).join(' | ')} | ` +
      `${median(msPerPage.slice(1)).toFixed(3)} |`,
  )
  console.log('\nMilliseconds per page: a round over every page, divided by the pages.')
} finally {
  await project.remove()
}
