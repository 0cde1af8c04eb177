/**
 * A work queue split into groups, for workers that each get faster at one group: a card worker
 * keeps the glyph masks it has drawn, and the cards of one language share most of theirs, so a
 * worker that draws the Chinese cards and another the English ones make each mask once instead
 * of twice. When its own group runs out, a worker takes from the tail of the largest other group,
 * so no core idles while cards remain.
 */
export interface AffineQueue<T> {
  /** The next item for the worker numbered `worker` (0, 1, …), or undefined when all are taken. */
  take(worker: number): T | undefined
}

export function affineQueue<T>(items: T[], group: (item: T) => string): AffineQueue<T> {
  const byGroup = new Map<string, T[]>()
  for (const item of items) {
    const key = group(item)
    const list = byGroup.get(key)
    if (list) list.push(item)
    else byGroup.set(key, [item])
  }
  // Largest group first, so worker 0 has the most to do from the start.
  const groups = [...byGroup.values()].sort((a, b) => b.length - a.length)
  return {
    take(worker) {
      const own = groups[worker % Math.max(1, groups.length)]
      if (own?.length) return own.shift()
      const largest = groups.reduce<T[] | undefined>(
        (best, g) => (g.length > (best?.length ?? 0) ? g : best),
        undefined,
      )
      return largest?.pop()
    },
  }
}
