/**
 * `npm run dev` as an author starts it, for `bench/dev.ts`: a new Node process running Vite's
 * command line in the project, so Vite, its config and the content worker all start from nothing
 * but the disk caches. The in-process starts of bench/dev.ts reuse modules the process already
 * loaded; this is the figure issue 7's "within 3 s of start" means.
 */
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import type { Page } from 'playwright-core'

/** Milliseconds from just before the spawn. */
export interface ProcessStart {
  /** Vite printed its local URL. */
  ready: number
  /** The article's `h1` is visible. */
  firstPage: number
}

/** A port nothing listens on now (Vite's `--strictPort` then fails loudly if one takes it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Resolves once the article's `h1` (or what `selector` names) is on screen, checked at every
 * frame. Playwright's `locator.waitFor` polls with growing pauses (0, 20, 50, 100, 100, then every
 * 500 ms), so by the time a large blog's first page shows it looks only twice a second: the first
 * page timed that way came out up to half a second late.
 */
export async function articleShown(
  page: Page,
  timeoutMs: number,
  selector = 'article h1',
): Promise<void> {
  await page.waitForFunction(
    (selector) => {
      const h1 = document.querySelector(selector)
      if (!h1) return false
      const box = h1.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(h1).visibility !== 'hidden'
    },
    selector,
    { polling: 'raf', timeout: timeoutMs },
  )
}

/**
 * Starts `vite` in `dir` as a new process, opens `path` in `page` until `selector` shows, and
 * stops the process.
 */
export async function timedProcessStart(
  dir: string,
  page: Page,
  path: string,
  timeoutMs: number,
  selector?: string,
): Promise<ProcessStart> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const t0 = performance.now()
  const child = spawn(
    process.execPath,
    // The address named, so Vite prints the URL looked for whatever the app's config says.
    [
      join(dir, 'node_modules', 'vite', 'bin', 'vite.js'),
      ...['--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let output = ''
  try {
    const ready = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`vite did not start:\n${output}`)), timeoutMs)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        if (!output.includes(url)) return
        clearTimeout(timer)
        resolve(performance.now() - t0)
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.once('exit', (code) => reject(new Error(`vite exited (code ${code}):\n${output}`)))
    })
    await page.goto(`${url}${path}`, { waitUntil: 'commit', timeout: timeoutMs })
    await articleShown(page, timeoutMs, selector)
    return { ready, firstPage: performance.now() - t0 }
  } finally {
    // Waited for, so a start timed next does not share the cores with this one's shutdown.
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
  }
}
