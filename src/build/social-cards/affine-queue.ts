/**
 * A work queue split into groups, for workers that each get faster at one group: a card worker
 * keeps the glyph masks it has drawn, and the cards of one language share most of theirs, so a
 * worker that draws the Chinese cards and another the English ones make each mask once instead
 * of twice. When its own group runs out, a worker takes from the tail of the largest other group,
 * so no core idles while cards remain.
 *
 * Items may keep coming while workers take them (the prerender queues a page's card as soon as
 * the page is rendered): `next` waits for one until the queue is closed.
 */
export interface AffineQueue<T> {
  /** Adds an item at the end of its group. */
  push(item: T): void
  /** No more items will come: workers waiting in `next` get undefined once the queue is empty. */
  close(): void
  /** The next item for the worker numbered `worker` (0, 1, …), or undefined when none is left. */
  take(worker: number): T | undefined
  /** `take`, waiting for an item while the queue is open and has none. */
  next(worker: number): Promise<T | undefined>
}

/**
 * Worker n keeps to the n-th group to appear, and helps the others once its own is empty.
 */
export function affineQueue<T>(items: T[], group: (item: T) => string): AffineQueue<T> {
  const byGroup = new Map<string, T[]>()
  const groups: T[][] = []
  const waiting: { worker: number; resolve: (item: T | undefined) => void }[] = []
  let closed = false

  const take = (worker: number) => {
    const own = groups[worker % Math.max(1, groups.length)]
    if (own?.length) return own.shift()
    const largest = groups.reduce<T[] | undefined>(
      (best, g) => (g.length > (best?.length ?? 0) ? g : best),
      undefined,
    )
    return largest?.pop()
  }
  const add = (item: T) => {
    const key = group(item)
    let list = byGroup.get(key)
    if (!list) {
      byGroup.set(key, (list = []))
      groups.push(list)
    }
    list.push(item)
  }
  for (const item of items) add(item)

  return {
    push(item) {
      if (closed) throw new Error('Nothing can be added to a closed queue.')
      add(item)
      // The worker whose own group this is, if it waits; else whichever waits longest.
      const own = groups.indexOf(byGroup.get(group(item))!)
      const i = Math.max(
        0,
        waiting.findIndex((w) => w.worker % groups.length === own),
      )
      const waiter = waiting.splice(i, 1)[0]
      waiter?.resolve(take(waiter.worker))
    },
    close() {
      closed = true
      for (const waiter of waiting.splice(0)) waiter.resolve(take(waiter.worker))
    },
    take,
    next(worker) {
      const item = take(worker)
      if (item !== undefined || closed) return Promise.resolve(item)
      return new Promise((resolve) => waiting.push({ worker, resolve }))
    },
  }
}
