/**
 * Compiled files kept on disk between builds (issue 7: a build after one article changed reuses
 * everything else). An entry is keyed by the file's path and text, its footnote labels and date,
 * and a fingerprint of the compiler's own source and the versions of the libraries it runs, so a
 * change to any of them compiles afresh. Highlighting with Shiki is most of what this saves.
 * An entry's body is stored after it on its own line and parsed only when used (lazy-body.ts).
 */
import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { readdirSync, readFileSync } from 'node:fs'
import type { FileResult } from './compile-file.ts'
import type { PersistentCache } from './persistent-cache.ts'
import { setLazyBody } from '../emit/lazy-body.ts'
import { writeAsideSync } from '../link-or-copy-fs.ts'
import { removeInBackground } from '../build-folder-fs.ts'

const sha = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * Code under src/node that never runs while a file compiles: the social cards are drawn from the
 * finished artifact, so redrawing them must not throw away every compiled article.
 */
const outside = /^social-cards\//

/** The compiler's source (src/node, src/shared) and the markdown libraries' versions. */
async function fingerprint(root: string): Promise<string> {
  const hash = createHash('sha256')
  const here = join(import.meta.dirname, '..', '..')
  for (const dir of ['node', 'shared']) {
    const files = (await readdir(join(here, dir), { recursive: true }))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !outside.test(f))
      .sort()
    for (const f of files) hash.update(f).update(await readFile(join(here, dir, f)))
  }
  const libraries = [
    'shiki',
    'unified',
    'remark-parse',
    'remark-gfm',
    'remark-rehype',
    'rehype-raw',
    'hast-util-sanitize',
    'zod',
    'qrcode',
    'hast-util-from-html',
  ]
  for (const pkg of libraries) {
    const manifest = await readFile(join(root, 'node_modules', pkg, 'package.json'), 'utf8')
      .then((text) => (JSON.parse(text) as { version: string }).version)
      .catch(() => 'none')
    hash.update(`${pkg}@${manifest}`)
  }
  return hash.digest('hex').slice(0, 16)
}

type Stored = Omit<FileResult, 'anchors'> & { anchors: string[] }

/**
 * A result as a cache entry: its JSON on the first line, the body's on the second (JSON text has
 * no raw line break), so a read parses the body only when used (lazy-body.ts).
 */
function entryText(result: FileResult): string {
  const body = result.compiled?.body
  const compiled = result.compiled && { ...result.compiled, body: undefined }
  const stored: Stored = { ...result, compiled, anchors: [...result.anchors] }
  return JSON.stringify(stored) + (body ? `\n${JSON.stringify(body)}` : '')
}

/** The result an entry's text holds, its body left unparsed. */
function resultOf(text: string): FileResult {
  const cut = text.indexOf('\n')
  const stored = JSON.parse(cut < 0 ? text : text.slice(0, cut)) as Stored
  if (cut >= 0 && stored.compiled) setLazyBody(stored.compiled, text.slice(cut + 1))
  return { ...stored, anchors: new Set(stored.anchors) }
}

// One per project and process: the fingerprint reads the compiler's source, which a dev server
// must not do again on every save.
const opened = new Map<string, Promise<PersistentCache>>()

export function diskCompileCache(root: string): Promise<PersistentCache> {
  let cache = opened.get(root)
  if (!cache) opened.set(root, (cache = openCache(root)))
  return cache
}

/** Where a project's compile caches live, one folder per compiler fingerprint. */
export const compileCacheRoot = (root: string) => join(root, 'node_modules', '.cache', 'content')

async function openCache(root: string): Promise<PersistentCache> {
  const parent = compileCacheRoot(root)
  const version = await fingerprint(root)
  const dir = join(parent, version)
  await mkdir(dir, { recursive: true })
  // Another fingerprint's entries are never read again (its compiler or libraries are gone), and
  // each is a whole site's compiled files (≈50 MB at 1,000 articles per language): every update
  // of the project left one more behind. They are deleted by a process of their own.
  removeInBackground(
    readdirSync(parent)
      .filter((name) => name !== version)
      .map((name) => join(parent, name)),
  )
  const file = (path: string, key: string) => join(dir, `${sha(`${path}\n${key}`)}.json`)
  return {
    async get(path, key) {
      try {
        // Read in place: thousands of promise-based reads (open, stat, read, close on the thread
        // pool, one FileHandle each) cost a warm build at 1,000 articles ≈0.2 s more (1.5 → 1.3 s).
        return resultOf(readFileSync(file(path, key), 'utf8'))
      } catch {
        return undefined
      }
    },
    async set(path, key, result) {
      // In place, as entries are read: a cold build stores two thousand, and each promise-based
      // write (open, write, close, rename on the thread pool) cost this thread ≈0.2 ms.
      writeAsideSync(file(path, key), entryText(result))
    },
    readMemo(name) {
      try {
        return JSON.parse(readFileSync(join(dir, `${name}.memo.json`), 'utf8')) as unknown
      } catch {
        return undefined
      }
    },
    writeMemo: (name, value) =>
      writeAsideSync(join(dir, `${name}.memo.json`), JSON.stringify(value)),
  }
}
