/**
 * Runs one full build (`prerender/prerender.ts`) in a child process, as the deploy pipeline does,
 * and measures it from outside: wall time, the child's peak memory, and when each phase ended.
 *
 * Phases are read off files the build writes on its way (the build prints only at the end), so
 * they cost the build nothing; a phase whose marker is never seen counts as ending with the next.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface Phase {
  name: string
  /** Milliseconds from spawn to the end of the phase. */
  endMs: number
}

export interface BuildRun {
  /** Exit code; null when killed by a signal. */
  code: number | null
  ms: number
  /** VmHWM of the build process in MB: the kernel's own high-water mark, not a sample. */
  peakRssMb: number
  stdout: string
  stderr: string
  phases: Phase[]
}

const pollMs = 100

/** Builds still running, so an interrupted benchmark can stop them instead of orphaning them. */
export const runningBuilds = new Set<ChildProcess>()

/**
 * What marks the end of each phase, in build order. `temp` is `<dir>/dist.tmp-<pid>`, the folder
 * src/build/cli.ts builds into before swapping it in for dist/.
 */
function phaseMarkers(temp: string): { name: string; done: (stdout: string) => boolean }[] {
  const file = (path: string) => () => existsSync(path)
  return [
    // Vite creates its outDir in renderStart: content compiled, every client module transformed.
    { name: 'content + client modules', done: file(temp) },
    // vite-plugin-pwa writes sw.js last, in the client build's closeBundle.
    { name: 'client chunks + PWA', done: file(join(temp, 'sw.js')) },
    // The SSR build runs alongside the two above (prerender/prerender.ts), so it has no phase of
    // its own: its marker would appear first and close the client phases early.
    // Written right after the last page (prerender.ts writeBuildFiles).
    { name: 'pages', done: file(join(temp, 'assets', 'builds', 'latest.json')) },
    { name: 'feeds + social cards', done: (stdout) => stdout.includes('Social cards:') },
  ]
}

function highWaterMarkKb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const match = /^VmHWM:\s+(\d+) kB/m.exec(status)
    return match ? Number(match[1]) : undefined
  } catch {
    return undefined // Already exited: the last sample stands.
  }
}

/** `node --import tsx <repo>/prerender/prerender.ts` with cwd = dir. */
export function runBuild(dir: string, repoRoot: string): Promise<BuildRun> {
  const started = performance.now()
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'prerender', 'prerender.ts')],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  runningBuilds.add(child)
  const out = { stdout: '', stderr: '' }
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out.stdout += chunk))
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out.stderr += chunk))

  const markers = phaseMarkers(join(dir, `dist.tmp-${child.pid}`))
  const phases: Phase[] = []
  let peakKb = 0
  const poll = () => {
    peakKb = Math.max(peakKb, highWaterMarkKb(child.pid!) ?? 0)
    const now = performance.now() - started
    // A later marker implies the earlier ones, even if a poll fell between them.
    const last = markers.findLastIndex((m) => m.done(out.stdout))
    while (phases.length <= last) phases.push({ name: markers[phases.length]!.name, endMs: now })
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
      while (phases.length < markers.length)
        phases.push({ name: markers[phases.length]!.name, endMs: ms })
      phases.push({ name: '404 + swap + exit', endMs: ms })
      resolve({ code, ms, peakRssMb: peakKb / 1024, ...out, phases })
    })
  })
}
