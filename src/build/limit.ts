/**
 * At most `n` tasks in flight; the rest start in order as slots free. The content compile starts
 * one task per file: two thousand at once would fill libuv's four threads with cache reads, and the
 * dev server could not read a module to serve until every one had finished.
 */
export function limiter(n: number) {
  let active = 0
  const waiting: (() => void)[] = []
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiter, so `active` never overshoots.
    if (active < n) active++
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await task()
    } finally {
      const next = waiting.shift()
      if (next) next()
      else active--
    }
  }
}
