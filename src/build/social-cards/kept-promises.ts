/**
 * A cache of promises by key for the life of a process (a card worker's fonts, backdrops, glyph
 * masks). A rejected promise is dropped, so a failure does not stick: the next card tries again.
 */
export function keptPromises<T>(): (key: string, make: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, Promise<T>>()
  return (key, make) => {
    let promise = kept.get(key)
    if (!promise) {
      promise = make()
      promise.catch(() => kept.delete(key))
      kept.set(key, promise)
    }
    return promise
  }
}
