/**
 * Reads the author's inputs from disk: every file under content/, the locale files, and public/.
 *
 * Synchronously, on purpose: whoever reads them (the build's start, the dev server's content
 * worker) has nothing else for its thread to do meanwhile, and two thousand articles read through
 * the thread pool took 110–150 ms on a quiet machine (five round trips a file: open, stat, read,
 * close and a stat for the date) and 550–690 ms in `npm run dev`'s worker while Vite and the
 * browser kept both cores busy, against 21–25 ms read in place.
 */
import { closeSync, fstatSync, openSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { siteLocales, type SiteLocales } from '../../shared/i18n/locales.ts'
import { requireSiteLocalesFs } from '../config/site-locales-fs.ts'
import { readContentHistory, type ContentHistory } from '../history/content-history-fs.ts'

export interface SourceFile {
  /** Path from the project root with forward slashes: `content/zh/blog/x.md`. */
  path: string
  /** Raw bytes: decoding is the compiler's business, so bad encodings are reported, not mangled. */
  bytes: Uint8Array
  /** Last change, YYYY-MM-DD: the newest commit touching the file, else its modification time. */
  updated?: string
}

export interface ContentInput {
  /** The site's languages (locales/*.json, the default named in content/site.yml). */
  siteLocales: SiteLocales
  content: SourceFile[]
  locales: SourceFile[]
  /** Every file under public/, as URL paths (`/images/x.webp`). */
  publicFiles: Set<string>
  /** The git history of content/: the files' dates, and each file's commits for the translation step. */
  history?: ContentHistory
}

/** Every file under `dir`, as paths joined to it; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  try {
    const entries = readdirSync(dir, { withFileTypes: true, recursive: true })
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
  } catch {
    return []
  }
}

/** A path with forward slashes, as content paths are written. */
export const posix = (p: string) => p.split(sep).join('/')

/** One file under content/ (`path` from the project root, forward slashes) with its date. */
export function readSource(root: string, path: string, dates: Map<string, string>): SourceFile {
  return dated({ path, ...readWithTime(join(root, path)) }, dates)
}

/** A file read with its modification time, dated: its newest commit, else that time. */
const dated = (
  { path, bytes, mtime }: { path: string; bytes: Uint8Array; mtime: Date },
  dates: Map<string, string>,
): SourceFile => ({ path, bytes, updated: dates.get(path) ?? mtime.toISOString().slice(0, 10) })

/** A file's bytes and modification time, from one open. */
function readWithTime(file: string): { bytes: Uint8Array; mtime: Date } {
  const fd = openSync(file, 'r')
  try {
    const { mtime } = fstatSync(fd)
    return { bytes: readFileSync(fd), mtime }
  } finally {
    closeSync(fd)
  }
}

/**
 * `history` from `readContentHistory`, which the caller may have started already: git runs in a
 * process of its own while the files are read here.
 */
export async function loadInput(
  root: string,
  history: ContentHistory | Promise<ContentHistory> = readContentHistory(root),
): Promise<ContentInput> {
  const read = (files: string[]) =>
    files.sort().map((f) => ({ path: posix(relative(root, f)), bytes: readFileSync(f) }))
  const content = filesUnder(join(root, 'content'))
    .sort()
    .map((f) => ({ path: posix(relative(root, f)), ...readWithTime(f) }))
  const locales = read(filesUnder(join(root, 'locales')).filter((f) => f.endsWith('.json')))
  const publicFiles = filesUnder(join(root, 'public'))
  const known = await history
  return {
    siteLocales: siteLocales(requireSiteLocalesFs(root)),
    content: content.map((file) => dated(file, known.dates)),
    locales,
    publicFiles: new Set(publicFiles.map((f) => '/' + posix(relative(join(root, 'public'), f)))),
    history: known,
  }
}
