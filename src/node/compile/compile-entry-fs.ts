/**
 * Compiled files kept in the store between builds (issue 7: a build after one article changed
 * reuses everything else), kind `compiled`. An entry is keyed by the file's path and text, its
 * footnote labels and date, and a fingerprint of the compiler's own source and the versions of the
 * libraries it runs, so a change to any of them compiles afresh; the store's `prune` removes what
 * no build uses any more. Highlighting with Shiki is most of what this saves. An entry's body is
 * stored after it on its own line and parsed only when used (lazy-body.ts). The memos of
 * last-made.ts (a language's related lists) are kept beside them, kind `lists`.
 */
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { FileResult } from './file/compile-file.ts'
import type { PersistentCache } from './persistent-cache.ts'
import { setLazyBody } from '../emit/lazy-body.ts'
import { openStore, packageVersions, storeKey, type Store } from '../store/store-fs.ts'

/**
 * Code under src/node that never runs while a file compiles: the social cards are drawn from the
 * finished artifact, so redrawing them must not throw away every compiled article.
 */
const outside = /^social-cards\//

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
  'remark-smartypants',
  'retext-smartypants',
]

/** The compiler's source (src/node, src/shared) and the markdown libraries' versions, hashed. */
export async function compilerFingerprint(root: string): Promise<string> {
  const parts: (string | Uint8Array)[] = []
  const here = join(import.meta.dirname, '..', '..')
  for (const dir of ['node', 'shared']) {
    const files = (await readdir(join(here, dir), { recursive: true }))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !outside.test(f))
      .sort()
    for (const f of files) parts.push(f, await readFile(join(here, dir, f)))
  }
  return storeKey(...parts, packageVersions(root, libraries))
}

type Stored = Omit<FileResult, 'anchors'> & { anchors: string[] }

/**
 * A result as an entry: its JSON on the first line, the body's on the second (JSON text has no
 * raw line break), so a read parses the body only when used (lazy-body.ts).
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

/** The compiled files and memos `store` keeps for the compiler `fingerprint` names. */
export function compileEntries(store: Store, fingerprint: string): PersistentCache {
  const entry = (path: string, key: string) => storeKey(fingerprint, path, key)
  const memo = (name: string) => storeKey(fingerprint, name)
  const parsed = <T>(data: Buffer | undefined, parse: (text: string) => T) => {
    try {
      return data && parse(data.toString('utf8'))
    } catch {
      // Cut short (a disk that filled up): made again rather than the build failing.
      return undefined
    }
  }
  return {
    get: async (path, key) => parsed(store.read('compiled', entry(path, key)), resultOf),
    set: async (path, key, result) => store.write('compiled', entry(path, key), entryText(result)),
    readMemo: (name) => parsed(store.read('lists', memo(name)), JSON.parse) as unknown,
    writeMemo: (name, value) => store.write('lists', memo(name), JSON.stringify(value)),
  }
}

// One per project and process: the fingerprint reads the compiler's source, which a dev server
// must not do again on every save.
const opened = new Map<string, Promise<PersistentCache>>()

/** The compiled files a project's store keeps for this compiler. */
export function diskCompileCache(root: string): Promise<PersistentCache> {
  let cache = opened.get(root)
  if (!cache) {
    cache = compilerFingerprint(root).then((print) => compileEntries(openStore(root), print))
    opened.set(root, cache)
  }
  return cache
}
