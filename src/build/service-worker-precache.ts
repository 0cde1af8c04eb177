/**
 * Brings a kept client build's service worker up to date with this build's content. The worker
 * precaches the content manifest and the site file (pwa-options-fs.ts) and serves them from its
 * cache until their revision changes: a kept `sw.js` with the last build's revisions would keep
 * showing visitors the old site. So the `_content/` entries of its precache list are replaced by
 * entries for this build's files, revised as Workbox revises them (an MD5 of the bytes), and the
 * 404 page's revision is renewed as a fresh build renews it.
 *
 * The list is where vite-plugin-pwa put it (`injectManifest`, src/service-worker/sw.ts): a JSON
 * array of `{"revision", "url"}` entries in place of `self.__WB_MANIFEST`.
 */
import { createHash } from 'node:crypto'
import { contentDir } from '../content/artifact.ts'

interface Entry {
  revision: string | null
  url: string
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
  const kept = (JSON.parse(sw.slice(start, end)) as Entry[])
    .filter(({ url }) => !url.startsWith(`${contentDir}/`))
    .map((entry) => (entry.url === '404.html' ? { ...entry, revision: revision404 } : entry))
  const content = [...files].map(([name, text]) => ({
    revision: createHash('md5').update(text).digest('hex'),
    url: `${contentDir}/${name}`,
  }))
  return `${sw.slice(0, start)}${JSON.stringify([...kept, ...content])}${sw.slice(end)}`
}
