/**
 * A build with nothing to do (issue 31: with nothing changed, `build:prerender` takes at most
 * 3 s). dist/ follows from the files the build reads, the day (scheduled articles, the footer's
 * year), the commit (content dates come from git), the variables the app reads and the Node
 * version. When all of these are as they were when the last build started, and dist/ is still the
 * folder that build left, dist/ is what this build would write: the command says so and stops.
 *
 * Files are compared by size and modification time, as make compares them, not read: reading and
 * hashing every article and image is most of what a build with nothing to do would then cost.
 * Anything that gives a file a new time (an edit, a checkout, `touch`) makes the next build a
 * full one, and what the store keeps (compiled files, kept pages, cards) still makes that fast.
 */
import { execFileSync } from 'node:child_process'
import { createHash, type Hash } from 'node:crypto'
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { appInputPaths, appVariables } from '../src/node/app/app-build-key-fs.ts'
import { openStore, readJson, storeKey } from '../src/node/store/store-fs.ts'

/** What the last build of a dist/ folder started from and left. */
export interface BuildRecord {
  /** `buildInputs` when it started. */
  inputs: string
  /** `outputStamp` of the dist/ it left. */
  output: string
}

/** Adds each file under `paths` (files or folders of `base`) to `hash`: its path, size and time. */
function stampFiles(hash: Hash, base: string, paths: readonly string[]) {
  for (const rel of paths) {
    const path = join(base, rel)
    let names: string[]
    try {
      names = statSync(path).isDirectory()
        ? readdirSync(path, { recursive: true, encoding: 'utf8' }).sort()
        : ['']
    } catch {
      continue // Missing: an input the project does not have.
    }
    for (const name of names) {
      const info = statSync(join(path, name), { throwIfNoEntry: false })
      if (info && !info.isDirectory())
        hash.update(`${join(rel, name)}\0${info.size}\0${info.mtimeMs}\n`)
    }
  }
}

/** The commit checked out at `root`, or '' outside a repository. */
function commit(root: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, stdio: 'pipe' }).toString()
  } catch {
    return ''
  }
}

/**
 * What a build of the project at `root` starts from: the app's inputs (app-build-key-fs.ts), the
 * content, this folder's own code and the installed packages' record, by size and time; the day,
 * the commit, the app's variables and Node's version.
 */
export async function buildInputs(root: string): Promise<string> {
  const hash = createHash('sha256')
  hash.update(`${process.version}\n${new Date().toISOString().slice(0, 10)}\n${commit(root)}\n`)
  hash.update(`${JSON.stringify(appVariables())}\n`)
  stampFiles(hash, root, [
    ...(await appInputPaths(root)),
    'content',
    join('node_modules', '.package-lock.json'),
  ])
  stampFiles(hash, import.meta.dirname, ['.'])
  return hash.digest('base64url')
}

/** Every file of `dist` by path, size and time: another time means another folder. */
export function outputStamp(dist: string): string {
  const hash = createHash('sha256')
  stampFiles(hash, dist, ['.'])
  return hash.digest('base64url')
}

/**
 * The store key (kind `records`) of the record of `dist`: one per output folder, as the kept
 * pages' records are (page-reuse-fs.ts).
 */
export const lastBuildKey = (dist: string) => storeKey('last-build', resolve(dist))

/** Whether `dist` is what a build from `inputs` would write: the last build's, untouched since. */
export function upToDate(root: string, dist: string, inputs: string): boolean {
  // Without a readable record, build.
  const last = readJson<BuildRecord>(openStore(root), 'records', lastBuildKey(dist))
  return last?.inputs === inputs && last.output === outputStamp(dist)
}

/** Records that `dist`, as it is now, was built from `inputs`. */
export function saveBuild(root: string, dist: string, inputs: string): void {
  const record: BuildRecord = { inputs, output: outputStamp(dist) }
  openStore(root).write('records', lastBuildKey(dist), JSON.stringify(record))
}
