/**
 * The key of the app's Vite builds (client and SSR), which the store keeps between builds (issue
 * 7: a build after one article changed must take seconds). The app does not change when an
 * article does, yet each build spent ≈5 s bundling the client and ≈4 s the SSR entry.
 *
 * A kept build is keyed by everything the bundles are made from: the app's source, the HTML
 * template, the Vite and UnoCSS configs, the dependency lock, the UI labels (locales/), public/,
 * site.yml (locales, base path, PWA name), the icons written in content (UnoCSS compiles exactly
 * those), `.env` files, `BASE_PATH` and `VITE_*` variables, and the year (the footer's ©). The
 * content itself is not bundled: the client build's copy holds no `_content/` or `_images/`, and
 * its `sw.js` no precache list: buildSite writes that into every build, made or kept, once the
 * content is in (service-worker-precache-fs.ts).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { contentIconClasses } from '../compile/file/content-icons-fs.ts'
import { storeKey } from '../store/store-fs.ts'

export type AppBuildKind = 'client' | 'ssr'

/** Files and folders of the project the bundles are made from (missing ones are skipped). */
export const appInputs = [
  'src',
  'index.html',
  'vite.config.ts',
  'uno.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'locales',
  'public',
  'content/site.yml',
]

async function hashPath(hash: ReturnType<typeof createHash>, root: string, rel: string) {
  const path = join(root, rel)
  const info = await stat(path).catch(() => undefined)
  if (!info) return
  if (!info.isDirectory()) {
    hash.update(`${rel}\n`).update(await readFile(path))
    return
  }
  const files = await readdir(path, { recursive: true, withFileTypes: true })
  const names = files
    .filter((f) => f.isFile())
    .map((f) => join(f.parentPath, f.name).slice(root.length + 1))
    .sort()
  for (const name of names) hash.update(`${name}\n`).update(await readFile(join(root, name)))
}

/** `appInputs` and the project's `.env` files. */
export async function appInputPaths(root: string): Promise<string[]> {
  const env = (await readdir(root)).filter((f) => f.startsWith('.env')).sort()
  return [...appInputs, ...env]
}

/** The environment variables the app reads: `BASE_PATH` and Vite's `VITE_*`, sorted. */
export const appVariables = () =>
  Object.entries(process.env)
    .filter(([name]) => name === 'BASE_PATH' || name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b))

// Streamed into one hash rather than handed to `storeKey` whole: the source is read file by file.
async function hashInputs(root: string): Promise<string> {
  const hash = createHash('sha256')
  for (const rel of await appInputPaths(root)) await hashPath(hash, root, rel)
  hash.update(JSON.stringify(appVariables()))
  hash.update(contentIconClasses(root).sort().join(' '))
  hash.update(String(new Date().getFullYear()))
  return hash.digest('hex')
}

/**
 * The inputs' hash in the making, per project. The prerender asks for the SSR and the client key
 * at the same moment, and both read the same files: they share one reading. Shared only while in
 * flight, so a later build sees the files as they are then.
 */
const hashing = new Map<string, Promise<string>>()

/**
 * The store key (kind `app`) of the build of `kind` for the project at `root`, as the files stand
 * now.
 */
export async function appBuildKey(root: string, kind: AppBuildKind): Promise<string> {
  let pending = hashing.get(root)
  if (!pending) {
    hashing.set(root, (pending = hashInputs(root)))
    pending.finally(() => hashing.delete(root)).catch(() => undefined)
  }
  return storeKey(kind, await pending)
}
