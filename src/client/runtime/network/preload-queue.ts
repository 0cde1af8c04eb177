/**
 * A queue of preloads that runs at most `limit` at once (SPEC §9: 4) and does each key once.
 * Kept apart from the DOM so its rules are unit-tested.
 */
export const maxConcurrentPreloads = 4

export function createPreloadQueue(limit = maxConcurrentPreloads) {
  const seen = new Set<string>()
  const waiting: (() => Promise<unknown>)[] = []
  let running = 0
  const next = () => {
    while (running < limit && waiting.length) {
      const task = waiting.shift()!
      running++
      void task()
        .catch(() => undefined)
        .finally(() => {
          running--
          next()
        })
    }
  }
  return {
    /** Queues `task` under `key` unless that key was queued before. */
    add(key: string, task: () => Promise<unknown>): void {
      if (seen.has(key)) return
      seen.add(key)
      waiting.push(task)
      next()
    },
    /** Forgets a key, so it can be preloaded again (after a failure, say). */
    forget(key: string): void {
      seen.delete(key)
    },
    get running() {
      return running
    },
  }
}
