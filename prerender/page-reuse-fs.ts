/**
 * Pages kept from the last prerender (issue 7: a build after one article changed must take
 * seconds, and rendering two thousand pages took ten). A page's HTML follows from the SSR entry's
 * code, the template and the page's data (entry-server.tsx, `unchanged`), so when all three are
 * as they were, the page in the live dist/ is the page this build would write, but for its build
 * id. The records say, per path, a hash of the data and of the HTML it was rendered to; a page
 * whose file no longer matches (edited by hand, or a build without pages since) is rendered anew.
 */
import { createHash } from 'node:crypto'
import { linkSync, readFileSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import { buildIdMeta } from '../src/shared/artifact.ts'
import { openStore, readJson, storeKey } from '../src/node/store/store-fs.ts'
import type { Locale } from '../src/shared/i18n/locales.ts'

export const hashText = (text: string) => createHash('sha256').update(text).digest('base64url')

/** What the prerender needs of a page besides its files: the sitemap's and the card's lines. */
export interface PageRecord {
  /** Hash of the page's data (RenderedPage.data). */
  data: string
  /** Hash of its HTML with the build id left out (`hashWithoutBuildId`). */
  html: string
  /** Hashes of its inline scripts, for the Content Security Policy. */
  scripts: string[]
  lang: string
  alternates: Record<Locale, string>
  updated?: string
  card: { file: string; title: string; description: string; eyebrow?: string }
  /**
   * The `index.html` file's size and modification time once written: while the live page still
   * has them, it is the file this build wrote, and is carried over without reading it as text and
   * hashing it again (2,280 kept pages: ≈125 MB hashed, ≈0.4 s). A page without them, or with
   * others, is checked against `html`.
   */
  page?: FileStamp
  /**
   * The payload file's size and modification time once written. A kept page's payload is the
   * same text (same data), so it is hard-linked from the live dist/ while both still hold: one
   * call instead of serializing and writing it (2,280 kept pages: ≈2 s less). A payload edited
   * by hand since has another time, and is written afresh.
   */
  payload?: FileStamp
}

/** What `stat` says of a file, enough to tell it was not rewritten since. */
export interface FileStamp {
  size: number
  mtimeMs: number
}

export function fileStamp(file: string): FileStamp | undefined {
  try {
    const { size, mtimeMs } = statSync(file)
    return { size, mtimeMs }
  } catch {
    return undefined
  }
}

/** True when a file's stamp is the recorded one (neither missing). */
function sameStamp(now: FileStamp | undefined, recorded: FileStamp | undefined): boolean {
  return !!now && !!recorded && now.size === recorded.size && now.mtimeMs === recorded.mtimeMs
}

/** Whether `file` is still the one `stamp` was taken of. */
export const isStamped = (file: string, stamp: FileStamp | undefined): boolean =>
  sameStamp(fileStamp(file), stamp)

/**
 * Links the live file `from` (a kept page's payload, or its HTML when the build id is the same)
 * to `to` if it is still the file `stamp` was taken of; false when it is not, or no link can be
 * made (the caller then writes the file).
 */
export function linkKept(from: string, to: string, stamp: FileStamp | undefined): boolean {
  if (!isStamped(from, stamp)) return false
  try {
    linkSync(from, to)
    return true
  } catch {
    return false
  }
}

interface RecordFile {
  /** The SSR entry and template the pages were rendered with. */
  app: string
  buildId: string
  pages: Record<string, PageRecord>
}

const buildIdTag = (id: string) => `<meta name="${buildIdMeta}" content="${id}" />`

/**
 * The hash of a page's bytes with its build id left out (the tag kept, its id empty), so a page
 * that only changed build id keeps its hash. Bytes, not text: the page is encoded once, for its
 * file and for this; turning the text into UTF-8 was four fifths of hashing it (2,280 pages of a
 * 1,000-article build: 110 of 135 ms), and the text with the id left out was a copy of every page.
 */
export function hashWithoutBuildId(bytes: Buffer, buildId: string): string {
  const tag = Buffer.from(buildIdTag(buildId))
  const at = bytes.indexOf(tag)
  const hash = createHash('sha256')
  if (at < 0) return hash.update(bytes).digest('base64url')
  return hash
    .update(bytes.subarray(0, at))
    .update(buildIdTag(''))
    .update(bytes.subarray(at + tag.length))
    .digest('base64url')
}

/**
 * One record per output folder: it describes the pages in that folder (tests build many projects,
 * into folders of their own, that share one node_modules).
 */
const recordsKey = (live: string) => storeKey('pages', resolve(live))

/**
 * The pages the last prerender wrote into `live`, if they were rendered by the same app (`app`:
 * entry and template).
 */
export function previousPages(root: string, live: string, app: string) {
  // Without a readable record, every page renders.
  const file = readJson<RecordFile>(openStore(root), 'records', recordsKey(live))
  if (file?.app === app)
    return { buildId: file.buildId, pages: new Map(Object.entries(file.pages)) }
  return { buildId: '', pages: new Map<string, PageRecord>() }
}

/** Keeps this prerender's pages in the store, for the next build into `live`. */
export function savePages(
  root: string,
  live: string,
  app: string,
  buildId: string,
  pages: Map<string, PageRecord>,
) {
  const file: RecordFile = { app, buildId, pages: Object.fromEntries(pages) }
  openStore(root).write('records', recordsKey(live), JSON.stringify(file))
}

/**
 * The live page at `file` carried over to build `buildId`, or undefined when it is not the page
 * the record describes. Bytes, not text: only the build id changes, so the page is neither
 * decoded nor encoded again.
 */
export function keptPage(
  file: string,
  record: PageRecord,
  previousBuildId: string,
  buildId: string,
): Buffer | undefined {
  // Read in place, like the writes in render-pages.ts, and for the same reason.
  const stamp = fileStamp(file)
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch {
    return undefined
  }
  const from = Buffer.from(buildIdTag(previousBuildId))
  const at = bytes.indexOf(from)
  if (at < 0) return undefined
  if (!sameStamp(stamp, record.page) && hashWithoutBuildId(bytes, previousBuildId) !== record.html)
    return undefined
  const to = Buffer.from(buildIdTag(buildId))
  if (to.length !== from.length) {
    return Buffer.concat([bytes.subarray(0, at), to, bytes.subarray(at + from.length)])
  }
  to.copy(bytes, at)
  return bytes
}
