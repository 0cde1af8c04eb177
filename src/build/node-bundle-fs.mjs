// @ts-check
/**
 * A TypeScript module of the build, bundled into plain JavaScript so that Node runs it with no
 * TypeScript loader (decision 0019). Through tsx every module a process or worker loaded, its
 * packages' too, took a round trip to tsx's loader thread: the markdown pipeline took ≈0.3 s to
 * load in a quiet worker and ≈0.55 s in `npm run dev`'s content worker while Vite was busy, against
 * ≈0.14 s and ≈0.2 s bundled. esbuild bundles the project's own modules in ≈25–45 ms, on a process
 * of its own; packages stay imports, resolved from node_modules as from the sources.
 *
 * JavaScript, not TypeScript, because it is what runs before any TypeScript can
 * (run-bundled-fs.mjs); TypeScript modules import it with its JSDoc types.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

/**
 * Where bundles are written under a project: in node_modules, whose packages they import.
 * @param {string} root
 */
export const nodeBundlesDir = (root) => join(root, 'node_modules', '.cache', 'node-bundles')

/**
 * The nearest folder above `file` with a node_modules: where its bare imports resolve from.
 * @param {string} file
 */
export function packageRoot(file) {
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
 * bundle's: workers find their own worker modules and the compile cache hashes the compiler's
 * sources by them, and an entry tells that it is the script run by its own URL.
 * @type {import('esbuild').Plugin}
 */
export const sourceImportMeta = {
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

/** Unused for this long, a bundle folder is deleted: every change to a source leaves one. */
const keepMs = 24 * 60 * 60 * 1000
/** @type {Promise<void> | undefined} */
let pruned

/**
 * Deletes the bundle folders no process has used for `keepMs` (once per process, not awaited:
 * they are a few small files each).
 * @param {string} bundles
 */
async function prune(bundles) {
  const names = await readdir(bundles).catch(() => [])
  for (const name of names) {
    const folder = join(bundles, name)
    const at = await stat(folder).then(
      (s) => s.mtimeMs,
      () => Date.now(),
    )
    if (Date.now() - at > keepMs) await rm(folder, { recursive: true, force: true }).catch(() => {})
  }
}

/**
 * Marks a bundle folder as used: folders no process has used for a day are deleted (`prune`).
 * @param {string} dir
 */
function markUsed(dir) {
  const now = new Date()
  return utimes(dir, now, now).catch(() => {})
}

/**
 * What a bundle depends on besides the sources esbuild reports: this file (how it bundles) and
 * esbuild itself (its version), so changing either makes bundles anew.
 */
const bundlerFiles = [
  fileURLToPath(import.meta.url),
  createRequire(import.meta.url).resolve('esbuild/package.json'),
]

/** @typedef {[file: string, size: number, mtimeMs: number]} Stamp */

/** @param {string} file @returns {Stamp} */
function stampOf(file) {
  const { size, mtimeMs } = statSync(file)
  return [file, size, mtimeMs]
}

/**
 * The file that names the last bundle of `entry` and the stamps (size and modification time) of
 * every file it was made from.
 * @param {string} bundles
 * @param {string} entry
 */
const latestFile = (bundles, entry) =>
  join(bundles, `latest-${createHash('sha256').update(entry).digest('hex').slice(0, 16)}.json`)

/**
 * The last bundle of `entry`, if no file it was made from has changed size or time since: used as
 * it is, without starting esbuild, as make and tsc's incremental builds trust their stamps. Starting
 * esbuild and bundling took 170–330 ms of `npm run dev`'s first page (the content worker waits for
 * its bundle) while Vite and the browser kept both cores busy; ≈60 stamps take a few milliseconds.
 * @param {string} bundles
 * @param {string} entry
 * @returns {string | undefined} the bundle's entry file
 */
function keptBundle(bundles, entry) {
  try {
    const kept = /** @type {{ bundle: string, stamps: Stamp[] }} */ (
      JSON.parse(readFileSync(latestFile(bundles, entry), 'utf8'))
    )
    const same = kept.stamps.every((stamp) => {
      const [, size, mtimeMs] = stampOf(stamp[0])
      return size === stamp[1] && mtimeMs === stamp[2]
    })
    return same && existsSync(kept.bundle) ? kept.bundle : undefined
  } catch {
    // No record yet, or a source gone: bundled afresh.
    return undefined
  }
}

/**
 * Bundles `module` (a `.ts` file URL) with the project modules it imports, dynamic imports as
 * chunks of their own, and returns the URL of the bundle's entry. The folder is named by a hash of
 * what it holds, so processes running at once share it, and a changed source makes a new one.
 * When none of the sources changed since the last bundle of this entry, that bundle is returned
 * without bundling (`keptBundle`).
 * @param {URL} module
 * @returns {Promise<URL>}
 */
export async function bundleNodeModule(module) {
  const entry = fileURLToPath(module)
  const bundles = nodeBundlesDir(packageRoot(entry))
  const kept = keptBundle(bundles, entry)
  if (kept) {
    void markUsed(dirname(kept))
    pruned ??= prune(bundles)
    return pathToFileURL(kept)
  }
  const { build } = await import('esbuild')
  const outdir = '/bundle'
  const workingDir = process.cwd()
  const started = Date.now()
  const result = await build({
    absWorkingDir: workingDir,
    metafile: true,
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
  const dir = join(bundles, hash.digest('hex').slice(0, 20))
  if (existsSync(dir)) await markUsed(dir)
  else {
    // Written aside and renamed into place: a process that starts meanwhile sees all or nothing.
    const aside = `${dir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
    for (const file of files) {
      await mkdir(dirname(join(aside, file.name)), { recursive: true })
      await writeFile(join(aside, file.name), file.bytes)
    }
    await rename(aside, dir).catch(() => rm(aside, { recursive: true, force: true }))
  }
  pruned ??= prune(bundles)
  const bundle = join(dir, basename(entry).replace(/\.[cm]?tsx?$/, '.js'))
  await recordLatest(bundles, entry, bundle, started, [
    ...Object.keys(result.metafile.inputs).map((input) => resolve(workingDir, input)),
    ...bundlerFiles,
  ])
  return pathToFileURL(bundle)
}

/**
 * Records `bundle` as the latest of `entry`, with its sources' stamps, unless a source changed
 * within a second of the bundling (`started`) or after: esbuild may have read it before that
 * save, and its stamp would vouch for text the bundle does not hold. The next start then bundles
 * again. Written aside and renamed, as bundles are.
 * @param {string} bundles
 * @param {string} entry
 * @param {string} bundle
 * @param {number} started
 * @param {string[]} sources
 */
async function recordLatest(bundles, entry, bundle, started, sources) {
  const file = latestFile(bundles, entry)
  const aside = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`
  try {
    const stamps = sources.map(stampOf)
    if (stamps.some(([, , mtimeMs]) => mtimeMs > started - 1000)) return
    await writeFile(aside, JSON.stringify({ bundle, stamps }))
    await rename(aside, file)
  } catch {
    // Not recorded: the next start bundles again, which is only slower.
    await rm(aside, { force: true })
  }
}
