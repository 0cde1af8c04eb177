/**
 * Values made from many files at once (each language's related lists, a dev search index), kept
 * while what they are made from is the same: a dev save leaves the other language's as they were.
 * With a store (the compile cache) the next process reads them instead: a warm dev start does not
 * tokenize every article for the related lists (docs/performance.md, "What each cache saves").
 */
import type { PersistentCache } from './compile-options.ts'

const lastMade = new Map<string, { key: string; value: unknown }>()

/** What `make` last gave under `name`, while `key` is the same. A stored value is plain JSON. */
export function madeOnce<T>(name: string, key: string, make: () => T, store?: PersistentCache): T {
  let last = lastMade.get(name)
  if (last?.key !== key) {
    const stored = store?.readMemo(name) as { key?: string; value: unknown } | undefined
    last = stored?.key === key ? { key, value: stored.value } : undefined
  }
  if (!last) {
    last = { key, value: make() }
    store?.writeMemo(name, last)
  }
  lastMade.set(name, last)
  return last.value as T
}
