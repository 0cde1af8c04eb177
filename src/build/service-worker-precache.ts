/**
 * Brings a kept client build's service worker up to date with this build's content. The worker
 * precaches the content manifest and the site file (pwa-options-fs.ts) and serves them from its
 * cache until their revision changes: a kept `sw.js` with the last build's revisions would keep
 * showing visitors the old site. So the `_content/` entries of its precache list are replaced by
 * entries for this build's files, revised as Workbox revises them (an MD5 of the bytes), and the
 * 404 page's revision is renewed as a fresh build renews it.
 */
import { createHash } from 'node:crypto'
import { contentDir } from '../content/artifact.ts'

const entry = /\{url:"([^"]*)",revision:(?:"[^"]*"|null)\}/g

/** `sw.js` with its precache list naming `files` (path under `_content/` → text) for the content. */
export function refreshPrecache(
  sw: string,
  files: Map<string, string>,
  revision404 = String(Date.now()),
): string {
  const start = sw.indexOf('precacheAndRoute([')
  const end = start < 0 ? -1 : sw.indexOf('],', start)
  if (end < 0) throw new Error('The service worker has no precache list to bring up to date.')
  const list = sw.slice(start + 'precacheAndRoute(['.length, end)
  const kept = [...list.matchAll(entry)]
    .filter(([, url]) => !url!.startsWith(`${contentDir}/`))
    .map(([text, url]) =>
      url === '404.html' ? `{url:"404.html",revision:"${revision404}"}` : text,
    )
  const content = [...files].map(
    ([name, text]) =>
      `{url:"${contentDir}/${name}",revision:"${createHash('md5').update(text).digest('hex')}"}`,
  )
  return `${sw.slice(0, start)}precacheAndRoute([${[...kept, ...content].join(',')}${sw.slice(end)}`
}
