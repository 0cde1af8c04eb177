import { describe, expect, it } from 'vitest'
import { createPreloadQueue, maxConcurrentPreloads } from './preload-queue'

const deferred = () => {
  let resolve!: () => void
  const promise = new Promise<void>((r) => (resolve = r))
  return { promise, resolve }
}

describe('createPreloadQueue', () => {
  it('runs at most 4 preloads at once and starts the next as one ends', async () => {
    expect(maxConcurrentPreloads).toBe(4)
    const queue = createPreloadQueue()
    const tasks = Array.from({ length: 6 }, deferred)
    const started: number[] = []
    tasks.forEach((task, i) =>
      queue.add(`/p${i}`, () => {
        started.push(i)
        return task.promise
      }),
    )
    expect(started).toEqual([0, 1, 2, 3])
    expect(queue.running).toBe(4)
    tasks[1]!.resolve()
    await tasks[1]!.promise
    await new Promise((r) => setTimeout(r, 0))
    expect(started).toEqual([0, 1, 2, 3, 4])
  })

  it('does each key once until it is forgotten, and survives a failing task', async () => {
    const queue = createPreloadQueue(2)
    let runs = 0
    const task = () => {
      runs++
      return Promise.reject(new Error('offline'))
    }
    queue.add('/a', task)
    queue.add('/a', task)
    await new Promise((r) => setTimeout(r, 0))
    expect(runs).toBe(1)
    expect(queue.running).toBe(0)
    queue.forget('/a')
    queue.add('/a', task)
    expect(runs).toBe(2)
  })
})
