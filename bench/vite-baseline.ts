/**
 * `npm run bench:vite -- [--runs=K]` (default 5): the first page of `npm run dev` on the sample
 * site against a bare Vite + React app's, the floor any Vite app stands on (issue 53, item 9). The
 * bare app is create-vite's `react-ts` template (`createViteVersion`), installed from the npm
 * registry into a temporary folder; the site is a copy of this project with its own content
 * (`tempProject`). Each start is a new Node process running Vite's command line, timed from the
 * spawn to the page's `h1` on screen in a new browser context, the two apps in turn, so an hour's
 * drift of the machine's speed moves both. Both are started once untimed first, as an author's
 * last `npm run dev` was: Vite's dependency cache and the content store are warm, as they are on
 * every start but the first. Progress goes to stderr; the table to stdout.
 */
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../scripts/chromium.ts'
import { repoRoot, tempProject } from '../e2e/support/project-fs.ts'
import { timedProcessStart } from './dev/dev-process.ts'
import { median } from './dev/dev-report.ts'

/** create-vite's version, whose `react-ts` template is the bare app. */
const createViteVersion = '9.3.0'
const timeoutMs = 120_000

const log = (line: string) => process.stderr.write(`${line}\n`)
const seconds = (ms: number) => (ms / 1000).toFixed(2)

/** The bare app, made and installed in a temporary folder. */
async function bareApp(): Promise<string> {
  const parent = await mkdtemp(join(tmpdir(), 'bare-vite-'))
  const npm = (args: string[], cwd: string) =>
    execFileSync('npm', args, { cwd, stdio: ['ignore', 'ignore', 'inherit'] })
  npm(
    ['exec', '--yes', `create-vite@${createViteVersion}`, '--', 'app', '--template', 'react-ts'],
    parent,
  )
  npm(['install', '--no-audit', '--no-fund'], join(parent, 'app'))
  return join(parent, 'app')
}

/** One timed start of `dir`'s dev server, to `selector` visible on `path`, in a new context. */
async function start(browser: Browser, dir: string, path: string, selector: string) {
  const context = await browser.newContext()
  try {
    return await timedProcessStart(dir, await context.newPage(), path, timeoutMs, selector)
  } finally {
    await context.close()
  }
}

async function main() {
  const runs = Number(/^--runs=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? 5)
  log('Installing the bare Vite + React app…')
  const bare = await bareApp()
  const site = await tempProject(repoRoot)
  const browser = await launchChromium()
  const apps = [
    {
      name: 'this site, /blog/why-static-sites',
      dir: site.dir,
      path: '/blog/why-static-sites',
      selector: 'article h1',
    },
    { name: 'bare Vite + React', dir: bare, path: '/', selector: 'h1' },
  ]
  try {
    for (const app of apps) await start(browser, app.dir, app.path, app.selector)
    const times: number[][] = apps.map(() => [])
    for (let run = 1; run <= runs; run++) {
      for (const [i, app] of apps.entries()) {
        const { ready, firstPage } = await start(browser, app.dir, app.path, app.selector)
        times[i]!.push(firstPage)
        log(`  run ${run}: ${app.name}: Vite ready ${seconds(ready)} s, h1 ${seconds(firstPage)} s`)
      }
    }
    const ratios = times[0]!.map((ours, run) => ours / times[1]![run]!)
    console.log('| `npm run dev`, first page | median | range |')
    console.log('| --- | ---: | ---: |')
    for (const [i, app] of apps.entries())
      console.log(
        `| ${app.name} | ${seconds(median(times[i]!))} s | ${seconds(Math.min(...times[i]!))}–${seconds(Math.max(...times[i]!))} s |`,
      )
    console.log(
      `| ratio, run by run | ×${median(ratios).toFixed(2)} | ×${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)} |`,
    )
  } finally {
    await browser.close()
    await site.remove()
    await rm(join(bare, '..'), { recursive: true, force: true })
  }
}

await main()
