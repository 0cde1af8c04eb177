/**
 * The service worker's precache list (src/service-worker/sw.ts): what it holds, how each entry is
 * revised, and how the list is written into the built worker and brought up to date.
 *
 * The worker precaches the app shell (scripts, styles, fonts, icons, the web app manifest), the
 * content manifest and the site file, and the 404 page as the shell of pages never visited.
 * Pages, payloads and images are cached as they are visited, so a big site does not download
 * itself on the first visit. The list is a JSON array of `{"revision", "url"}` entries in place
 * of `self.__WB_MANIFEST`; a file whose name holds its hash (Vite's `assets/`) has no revision.
 *
 * `refreshPrecache` brings a worker up to date with this build's content: `npm run build` writes
 * the content after the client build (content-written-apart.ts), and a kept client build's worker
 * holds the last build's revisions, which would keep showing visitors the old site. So the
 * `_content/` entries are replaced by entries for this build's files and the 404 page's revision
 * is renewed.
 */
import { createHash } from 'node:crypto'
import { buildsDir, contentDir, webAppManifestFile } from '../content/artifact.ts'

export interface PrecacheEntry {
  /** An MD5 of the bytes; null when the file name holds its hash already. */
  revision: string | null
  url: string
}

/** Where the build writes the list: the expression the worker reads it from. */
export const injectionPoint = 'self.__WB_MANIFEST'

/** The content files the worker precaches (path under `_content/`). */
export const precachedContentFile = (name: string) =>
  name === 'manifest.json' || /^site\.[^/]*\.json$/.test(name)

/** Whether the worker precaches the built file at `path` (relative, with `/`). */
export function isPrecached(path: string): boolean {
  if (path.startsWith(`${contentDir}/`))
    return precachedContentFile(path.slice(contentDir.length + 1))
  if (path.startsWith(`${buildsDir}/`) || path === 'sw.js') return false
  return (
    /\.(js|css|woff2)$/.test(path) ||
    /^icons\/[^/]+\.png$/.test(path) ||
    path === 'favicon.svg' ||
    path === webAppManifestFile
  )
}

const md5 = (bytes: string | Uint8Array) => createHash('md5').update(bytes).digest('hex')

/**
 * The entry of a precached file; Vite's hashed `assets/` need no revision of their own, so their
 * bytes are never read (`read`).
 */
export const precacheEntry = (path: string, read: () => string | Uint8Array): PrecacheEntry => ({
  revision: path.startsWith('assets/') ? null : md5(read()),
  url: path,
})

/** The 404 page, the shell of pages never visited: written after the list, revised per build. */
export const notFoundEntry = (revision = String(Date.now())): PrecacheEntry => ({
  revision,
  url: '404.html',
})

/** The built worker `sw` with `entries` written at its injection point. */
export function injectPrecache(sw: string, entries: PrecacheEntry[]): string {
  const at = sw.indexOf(injectionPoint)
  if (at < 0 || sw.indexOf(injectionPoint, at + 1) >= 0)
    throw new Error(`The service worker must name ${injectionPoint} exactly once.`)
  return sw.slice(0, at) + JSON.stringify(entries) + sw.slice(at + injectionPoint.length)
}

/** The end of the JSON array that starts at `start` (its closing bracket's index + 1). */
function arrayEnd(text: string, start: number): number {
  let depth = 0
  for (let i = start; i < text.length; i++) {
    const c = text[i]
    if (c === '"') {
      // Skip the string, escapes included.
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++
    } else if (c === '[' || c === '{') depth++
    else if ((c === ']' || c === '}') && --depth === 0) return i + 1
  }
  return -1
}

/** `sw.js` with its precache list naming `files` (path under `_content/` → text) for the content. */
export function refreshPrecache(
  sw: string,
  files: Map<string, string>,
  revision404 = String(Date.now()),
): string {
  const start = sw.indexOf('[{"revision":')
  const end = start < 0 ? -1 : arrayEnd(sw, start)
  if (end < 0) throw new Error('The service worker has no precache list to bring up to date.')
  const notFound = notFoundEntry(revision404)
  const kept = (JSON.parse(sw.slice(start, end)) as PrecacheEntry[])
    .filter(({ url }) => !url.startsWith(`${contentDir}/`))
    .map((entry) => (entry.url === notFound.url ? notFound : entry))
  const content = [...files].map(([name, text]) =>
    precacheEntry(`${contentDir}/${name}`, () => text),
  )
  return `${sw.slice(0, start)}${JSON.stringify([...kept, ...content])}${sw.slice(end)}`
}
