/** Reads the author's inputs from disk: every file under content/, the locale files, and public/. */
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { gitDates } from './git-dates-fs.ts'

export interface SourceFile {
  /** Path from the project root with forward slashes: `content/zh/blog/x.md`. */
  path: string
  /** Raw bytes: decoding is the compiler's business, so bad encodings are reported, not mangled. */
  bytes: Uint8Array
  /** Last change, YYYY-MM-DD: the newest commit touching the file, else its modification time. */
  updated?: string
}

export interface ContentInput {
  content: SourceFile[]
  locales: SourceFile[]
  /** Every file under public/, as URL paths (`/images/x.webp`). */
  publicFiles: Set<string>
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name))
}

/** A path with forward slashes, as content paths are written. */
export const posix = (p: string) => p.split(sep).join('/')

/** One file under content/ (`path` from the project root, forward slashes) with its date. */
export async function readSource(
  root: string,
  path: string,
  dates: Map<string, string>,
): Promise<SourceFile> {
  const file = join(root, path)
  const [bytes, info] = await Promise.all([
    readFile(file),
    dates.has(path) ? undefined : stat(file),
  ])
  return { path, bytes, updated: dates.get(path) ?? info!.mtime.toISOString().slice(0, 10) }
}

export async function loadInput(root: string, dates?: Map<string, string>): Promise<ContentInput> {
  const read = async (files: string[]) =>
    Promise.all(
      files.sort().map(async (f) => ({ path: posix(relative(root, f)), bytes: await readFile(f) })),
    )
  const [content, locales, publicFiles, known] = await Promise.all([
    walk(join(root, 'content')),
    walk(join(root, 'locales')).then((fs) => read(fs.filter((f) => f.endsWith('.json')))),
    walk(join(root, 'public')),
    dates ?? gitDates(root),
  ])
  return {
    content: await Promise.all(
      content.sort().map((f) => readSource(root, posix(relative(root, f)), known)),
    ),
    locales,
    publicFiles: new Set(publicFiles.map((f) => '/' + posix(relative(join(root, 'public'), f)))),
  }
}
