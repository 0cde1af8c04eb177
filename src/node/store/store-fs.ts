/**
 * The one store of everything a build keeps for the next one (docs/architecture.md, "The store"):
 * compiled files, related lists, search files, image variants, social cards, the app's builds and
 * the records of what dist/ holds. One folder (`node_modules/.cache/store/<kind>/<key>`), one way to
 * key (`storeKey` of the inputs' content and the versions of the code and libraries that make the
 * output), one pruning rule (`prune`), and counters that say what each kind saved.
 *
 * Every entry is written aside and renamed into place, so a build killed mid-write never leaves
 * half of one, and a file a build folder has hard-linked is replaced, never changed in place.
 */
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, utimesSync } from 'node:fs'
import { cp, mkdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { linkOrCopySync, writeAsideSync } from '../link-or-copy-fs.ts'

/** What the store keeps, one folder each. */
export type StoreKind =
  /** One compiled content file (compile/compile-entry-fs.ts). */
  | 'compiled'
  /** A value made from many files at once: a language's related lists (last-made.ts). */
  | 'lists'
  /** A locale's search files, a folder (search-index-fs.ts), and its pinyin fields. */
  | 'search'
  | 'pinyin'
  /** One encoded image variant (image-variants-fs.ts). */
  | 'images'
  /** One social card's PNG (render-cards-fs.ts). */
  | 'cards'
  /** The client build or the SSR entry, a folder (app/app-build-key-fs.ts). */
  | 'app'
  /** What a dist/ folder holds: its last build and its pages (prerender/). */
  | 'records'

/** How often each kind was found kept (`reused`) and made afresh (`made`) in this process. */
export type StoreCounts = Partial<Record<StoreKind, { reused: number; made: number }>>

export interface Store {
  /** The path of an entry, kept or not. */
  path(kind: StoreKind, key: string): string
  /** The kept file's bytes, or undefined. */
  read(kind: StoreKind, key: string): Buffer | undefined
  /** Whether the entry is kept, without reading it (an image variant of megabytes). */
  has(kind: StoreKind, key: string): boolean
  /** Keeps `data` as the entry; failing to keep it costs the next build time, never this one. */
  write(kind: StoreKind, key: string, data: string | Uint8Array): void
  /** Puts the kept file at `to` as a hard link (a copy where no link can be made); false if none. */
  linkOut(kind: StoreKind, key: string, to: string): boolean
  /** The kept folder, or undefined. */
  folder(kind: StoreKind, key: string): string | undefined
  /** Keeps a copy of the folder `from` as the entry. */
  keepFolder(kind: StoreKind, key: string, from: string): Promise<void>
  /**
   * What each kind saved since the last call (a build's): the store's own counters. Each entry
   * counts once, as its first use found it.
   */
  takeCounts(): StoreCounts
  /**
   * The pruning rule: every entry this process did not use goes, once it is older than
   * `busyMinutes` (a build running beside this one may be about to use it). Run after a build
   * succeeded; never rejects.
   */
  prune(): Promise<void>
}

/** Minutes an unused entry is spared for another build that may be running beside this one. */
export const busyMinutes = 10

/** The key of an output: a hash of every input given, texts and bytes, in order. */
export function storeKey(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part).update('\0')
  return hash.digest('base64url').slice(0, 32)
}

/** The installed versions of `packages` (`none` for a missing one), as a key part. */
export function packageVersions(root: string, packages: readonly string[]): string {
  return packages
    .map((name) => {
      try {
        const file = join(root, 'node_modules', name, 'package.json')
        return `${name}@${(JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version}`
      } catch {
        return `${name}@none`
      }
    })
    .join(' ')
}

/** The kept file's JSON, or undefined when there is none or it does not parse (cut short). */
export function readJson<T>(store: Store, kind: StoreKind, key: string): T | undefined {
  const data = store.read(kind, key)
  try {
    return data && (JSON.parse(data.toString('utf8')) as T)
  } catch {
    return undefined
  }
}

/** Where a project's store lives. */
export const storeDir = (root: string) => join(root, 'node_modules', '.cache', 'store')

// One per project and process: the dev server and a build in one process share what they used.
const opened = new Map<string, Store>()

export function openStore(root: string): Store {
  let store = opened.get(root)
  if (!store) opened.set(root, (store = makeStore(storeDir(root))))
  return store
}

function makeStore(dir: string): Store {
  const used = new Map<StoreKind, Set<string>>()
  let counts: StoreCounts = {}
  // Each entry counts once, as what its first use found: a card found kept and then linked out is
  // one reuse; an entry missed and then written, one made.
  const counted = new Set<string>()
  const use = (kind: StoreKind, key: string, found: boolean) => {
    let keys = used.get(kind)
    if (!keys) used.set(kind, (keys = new Set()))
    keys.add(key)
    if (counted.has(`${kind}/${key}`)) return found
    counted.add(`${kind}/${key}`)
    const count = (counts[kind] ??= { reused: 0, made: 0 })
    if (found) count.reused++
    else count.made++
    return found
  }
  const path = (kind: StoreKind, key: string) => join(dir, kind, key)
  const folders = new Set<StoreKind>()

  return {
    path,
    takeCounts() {
      const taken = counts
      counts = {}
      counted.clear()
      return taken
    },
    read(kind, key) {
      try {
        const data = readFileSync(path(kind, key))
        use(kind, key, true)
        return data
      } catch {
        use(kind, key, false)
        return undefined
      }
    },
    has: (kind, key) => use(kind, key, existsSync(path(kind, key))),
    write(kind, key, data) {
      use(kind, key, false)
      try {
        if (!folders.has(kind)) mkdirSync(join(dir, kind), { recursive: true })
        folders.add(kind)
        writeAsideSync(path(kind, key), data)
      } catch {
        // Not kept (a read-only checkout, a full disk): the next build makes it again.
      }
    },
    linkOut(kind, key, to) {
      try {
        linkOrCopySync(path(kind, key), to)
        return use(kind, key, true)
      } catch {
        return use(kind, key, false)
      }
    },
    folder(kind, key) {
      const entry = path(kind, key)
      try {
        // A folder's time says it is in use, for a build beside this one (`prune`). Folders are
        // never hard-linked, so this changes no file a dist/ holds.
        const now = new Date()
        utimesSync(entry, now, now)
        use(kind, key, true)
        return entry
      } catch {
        use(kind, key, false)
        return undefined
      }
    },
    async keepFolder(kind, key, from) {
      use(kind, key, false)
      const entry = path(kind, key)
      const aside = `${entry}.${process.pid}.tmp`
      try {
        await mkdir(join(dir, kind), { recursive: true })
        await cp(from, aside, { recursive: true })
        await rename(aside, entry).catch(() => rm(aside, { recursive: true, force: true }))
      } catch {
        await rm(aside, { recursive: true, force: true }).catch(() => undefined)
      }
    },
    async prune() {
      const spared = Date.now() - busyMinutes * 60_000
      for (const [kind, keys] of used) {
        const folder = join(dir, kind)
        let names: string[] = []
        try {
          names = readdirSync(folder)
        } catch {
          continue
        }
        const gone = names.filter((name) => {
          if (keys.has(name)) return false
          const at = statSync(join(folder, name), { throwIfNoEntry: false })?.mtimeMs ?? 0
          return at < spared
        })
        await Promise.all(
          gone.map((name) => rm(join(folder, name), { recursive: true, force: true })),
        )
      }
    },
  }
}
