/**
 * Runs one full build (`prerender/prerender.ts`) in a child process, as the deploy pipeline does,
 * and measures it from outside: wall time and the child's peak memory. The build prints the time
 * of each of its phases itself (`Content:`, `App:`, `Pages:`, `Social cards:`); `phasesOf` reads them.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, rm, symlink } from 'node:fs/promises'
import { join } from 'node:path'
import { scriptArgs } from '../../e2e/support/project-fs.ts'

export interface Phase {
  name: string
  ms: number
}

export interface BuildRun {
  /** Exit code; null when killed by a signal. */
  code: number | null
  ms: number
  /** VmHWM of the build process and its children in MB: the kernel's own high-water mark. */
  peakRssMb: number
  stdout: string
  stderr: string
}

/** The phases the build reported, in its own words: `Content 2.4 s, App (reused) 1.2 s, …`. */
export function phasesOf(stdout: string): Phase[] {
  const phases: Phase[] = []
  for (const line of stdout.split('\n')) {
    const match = /^(Content|App|Pages|Social cards):.*? in (\d+) ms\.$/.exec(line.trim())
    if (!match) continue
    const how = /client build (made|reused)/.exec(line)?.[1]
    phases.push({ name: how ? `${match[1]} (${how})` : match[1]!, ms: Number(match[2]) })
  }
  return phases
}

const pollMs = 100

/** Builds still running, so an interrupted benchmark can stop them instead of orphaning them. */
export const runningBuilds = new Set<ChildProcess>()

function highWaterMarkKb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status)
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined // Already exited: the last sample stands.
  }
}

/** The processes `pid` started (worker pools run in threads, but a tool may start a process). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

/** The largest high-water mark of `pid` and the processes below it. */
function treeHighWaterMarkKb(pid: number): number {
  return Math.max(highWaterMarkKb(pid) ?? 0, ...childrenOf(pid).map(treeHighWaterMarkKb))
}

/**
 * What `npm run build:prerender` gives Node (`node <script>`), made absolute, so a
 * benchmark runs the build the deploy pipeline runs, from any folder.
 */
export function buildPrerenderArgs(repoRoot: string): string[] {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const script = /^node (\S+)$/.exec(manifest.scripts['build:prerender']!)?.[1]
  if (!script) throw new Error('build:prerender is not `node <script>`.')
  return scriptArgs(script, repoRoot)
}

/** `npm run build:prerender`'s Node command (`buildPrerenderArgs`) with cwd = dir. */
export const runBuild = (dir: string, repoRoot: string): Promise<BuildRun> =>
  runNode(dir, buildPrerenderArgs(repoRoot))

/**
 * Node with `args` in `dir`, measured as a build is: another site's build too (bench/astro.ts).
 */
export function runNode(dir: string, args: string[]): Promise<BuildRun> {
  const started = performance.now()
  const child = spawn(process.execPath, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] })
  runningBuilds.add(child)
  const out = { stdout: '', stderr: '' }
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out.stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out.stderr += chunk))

  let peakKb = 0
  const poll = () => {
    peakKb = Math.max(peakKb, treeHighWaterMarkKb(child.pid!))
  }
  const timer = setInterval(poll, pollMs)

  return new Promise((resolve, reject) => {
    child.on('error', (error) => {
      clearInterval(timer)
      runningBuilds.delete(child)
      reject(error)
    })
    child.on('close', (code) => {
      const ms = performance.now() - started
      clearInterval(timer)
      runningBuilds.delete(child)
      resolve({ code, ms, peakRssMb: peakKb / 1024, ...out })
    })
  })
}

/**
 * Gives the copy a node_modules of its own: every package linked from the repository's, but an
 * empty `.cache`, so the first build is cold and the repository's caches are left alone.
 */
export async function privateNodeModules(dir: string, repoRoot: string) {
  const own = join(dir, 'node_modules')
  await rm(own)
  await mkdir(own)
  const shared = join(repoRoot, 'node_modules')
  for (const name of await readdir(shared))
    if (name !== '.cache') await symlink(join(shared, name), join(own, name))
}
