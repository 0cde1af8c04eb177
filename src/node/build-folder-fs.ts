/**
 * The build's folder from start to swap: a temporary folder beside dist/ that replaces it only
 * when every step succeeded (`swapIn`), and the folders it replaces removed after the build has
 * ended. The dist/ a build replaces is thousands of files (≈9,000 at 1,000 articles, 0.4–0.6 s to
 * delete); the site is already swapped in by then, so an author or a deploy step need not wait for
 * it. A detached Node process deletes them and outlives the build; a folder it could not finish
 * (the machine stopped) is found by the next build (`leftoverFolders`) and removed the same way.
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { rename } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

/** The folder a build in process `pid` fills before swapping it in for `outDir`. */
export const buildFolder = (outDir: string, pid = process.pid) => `${outDir}.tmp-${pid}`

/** Where the dist/ a build replaces is moved to until it is deleted. */
export const replacedFolder = (outDir: string, pid = process.pid) => `${outDir}.old-${pid}`

// The script the detached process runs: every argument is a folder to delete.
const script = `for (const dir of process.argv.slice(1)) require('node:fs').rmSync(dir, { recursive: true, force: true })`

/** Starts deleting `folders` in a process of its own, and returns at once. */
export function removeInBackground(folders: string[]): void {
  if (!folders.length) return
  const child = spawn(process.execPath, ['-e', script, ...folders], {
    detached: true,
    stdio: 'ignore',
  })
  // A failure to start only leaves the folders for the next build to find.
  child.on('error', () => undefined)
  child.unref()
}

/** Whether process `pid` is running (on this machine, anyone's). */
export function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists, it is only someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Folders earlier builds of `outDir` left beside it: replaced dist/s whose deletion did not
 * finish, and build folders of processes no longer running (a build killed halfway). A build
 * folder of a process still running is another build at work, and is left alone.
 */
export function leftoverFolders(outDir: string): string[] {
  const parent = dirname(outDir)
  const name = basename(outDir)
  let entries: string[]
  try {
    entries = readdirSync(parent)
  } catch {
    return []
  }
  return entries
    .filter((entry) => {
      const match = /^\.(old|tmp)-(\d+)$/.exec(entry.slice(name.length))
      if (!entry.startsWith(name) || !match) return false
      return match[1] === 'old' || !processRunning(Number(match[2]))
    })
    .map((entry) => join(parent, entry))
}

/**
 * The last step of a build: the finished folder `temp` replaces `outDir` (two renames, so a
 * visitor or a deploy step never sees a half-written site), and the replaced folder, with any an
 * earlier build left, is deleted after exit.
 */
export async function swapIn(temp: string, outDir: string): Promise<void> {
  await rename(outDir, replacedFolder(outDir)).catch(() => undefined)
  await rename(temp, outDir)
  removeInBackground(leftoverFolders(outDir))
}
