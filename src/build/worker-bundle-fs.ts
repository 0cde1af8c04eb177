/**
 * A worker's TypeScript, bundled into plain JavaScript before the worker starts, so that the
 * worker needs no TypeScript loader of its own. Through tsx every module a worker loaded, its
 * packages' too, took a round trip to tsx's loader thread: the markdown pipeline took ≈0.3 s to
 * load in a quiet worker and ≈0.55 s in `npm run dev`'s content worker while Vite was busy, against
 * ≈0.14 s and ≈0.2 s bundled (decision 0019). esbuild bundles the project's own modules in ≈25 ms,
 * on a process of its own; packages stay imports, resolved from node_modules as from the sources.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, realpathSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Plugin } from 'esbuild'
import { removeInBackground } from './remove-in-background-fs.ts'

/** Where bundles are written, under `root`: beside node_modules, whose packages they import. */
export const workerBundlesDir = (root: string) => join(root, 'node_modules', '.cache', 'workers')

/** The nearest folder above `file` with a node_modules: where its bare imports resolve from. */
export function packageRoot(file: string): string {
  let dir = dirname(realpathSync(file))
  while (!existsSync(join(dir, 'node_modules'))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`No node_modules above ${file}`)
    dir = parent
  }
  return dir
}

/**
 * `import.meta.url`, `.dirname` and `.filename` as each module's source file has them, not the
 * bundle's: workers find their own worker modules and the compiler hashes its sources by them.
 */
export const sourceImportMeta: Plugin = {
  name: 'source-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, async ({ path }) => {
      if (path.includes(`${sep}node_modules${sep}`)) return undefined
      const text = await readFile(path, 'utf8')
      if (!text.includes('import.meta.')) return undefined
      const contents = text
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.filename', JSON.stringify(path))
      return { contents, loader: path.endsWith('x') ? 'tsx' : 'ts' }
    })
  },
}

/**
 * Bundles `module` (a `.ts` file URL) with the project modules it imports, dynamic imports as
 * chunks of their own, and returns the URL of the bundle's entry. The folder is named by a hash of
 * what it holds, so processes running at once share it, and a changed source makes a new one.
 */
export async function bundleWorkerModule(module: URL): Promise<URL> {
  const { build } = await import('esbuild')
  const entry = fileURLToPath(module)
  const outdir = '/bundle'
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    plugins: [sourceImportMeta],
    outdir,
    entryNames: '[name]',
    write: false,
    logLevel: 'silent',
  })
  const files = result.outputFiles.map((f) => ({
    name: relative(outdir, f.path),
    bytes: f.contents,
  }))
  const hash = createHash('sha256')
  for (const file of files) hash.update(file.name).update('\0').update(file.bytes)
  const bundles = workerBundlesDir(packageRoot(entry))
  const dir = join(bundles, hash.digest('hex').slice(0, 20))
  if (existsSync(dir)) {
    // Marked as used: folders no process has used for a day are deleted (`prune`).
    const now = new Date()
    await utimes(dir, now, now).catch(() => {})
  } else {
    // Written aside and renamed into place: a process that starts meanwhile sees all or nothing.
    const aside = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
    for (const file of files) {
      await mkdir(dirname(join(aside, file.name)), { recursive: true })
      await writeFile(join(aside, file.name), file.bytes)
    }
    await rename(aside, dir).catch(() => rm(aside, { recursive: true, force: true }))
  }
  pruned ??= prune(bundles)
  return pathToFileURL(join(dir, basename(entry).replace(/\.[cm]?tsx?$/, '.js')))
}

/** Unused for this long, a bundle folder is deleted: every change to a source leaves one. */
const keepMs = 24 * 60 * 60 * 1000
let pruned: Promise<void> | undefined

/** Deletes, in the background, the bundle folders unused for `keepMs` (once per process). */
async function prune(bundles: string): Promise<void> {
  const names = await readdir(bundles).catch(() => [])
  const old = await Promise.all(
    names.map(async (name) => {
      const at = await stat(join(bundles, name)).then(
        (s) => s.mtimeMs,
        () => Date.now(),
      )
      return Date.now() - at > keepMs ? [join(bundles, name)] : []
    }),
  )
  removeInBackground(old.flat())
}

const bundles = new Map<string, Promise<URL>>()

/** `bundleWorkerModule`, once per module in this process (a pool's workers share it). */
export function workerBundle(module: URL): Promise<URL> {
  let bundle = bundles.get(module.href)
  if (!bundle) bundles.set(module.href, (bundle = bundleWorkerModule(module)))
  return bundle
}
