/**
 * Values made from many files at once (each language's related lists, a dev search index), kept
 * while what they are made from is the same: a dev save leaves the other language's as they were,
 * and with a store (the `lists` of compile-entry-fs.ts) a build reads those of a language with no
 * article changed.
 */
import type { PersistentCache } from './persistent-cache.ts'

const lastMade = new Map<string, { key: string; value: unknown }>()

/** What `make` last gave under `name`, while `key` is the same. A stored value is plain JSON. */
export function madeOnce<T>(name: string, key: string, make: () => T, store?: PersistentCache): T {
  // The store is read only for a name this process has made nothing under: a new key after that
  // is a save, which the store cannot know of yet.
  let last = lastMade.get(name) ?? (store?.readMemo(name) as { key: string; value: unknown })
  if (last?.key !== key) {
    last = { key, value: make() }
    store?.writeMemo(name, last)
  }
  lastMade.set(name, last)
  return last.value as T
}
