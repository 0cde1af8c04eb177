import { describe, expect, it } from 'vitest'
import { affineQueue } from './affine-queue.ts'

const lang = (item: string) => item.slice(0, 2)

describe('affineQueue', () => {
  it('gives each worker its own group in order, then the rest of the others from their end', () => {
    const queue = affineQueue(['zh1', 'en1', 'zh2', 'en2', 'zh3', 'zh4', 'zh5'], lang)
    // Worker 0 has the largest group (zh), worker 1 the next.
    expect([queue.take(0), queue.take(1), queue.take(0), queue.take(1)]).toEqual([
      'zh1',
      'en1',
      'zh2',
      'en2',
    ])
    // en is done: worker 1 helps with zh from the far end, worker 0 keeps to the front.
    expect(queue.take(1)).toBe('zh5')
    expect(queue.take(0)).toBe('zh3')
    expect(queue.take(1)).toBe('zh4')
    expect([queue.take(0), queue.take(1)]).toEqual([undefined, undefined])
  })

  it('hands out every item exactly once, whatever the workers and groups', () => {
    const items = Array.from({ length: 50 }, (_, i) => `${['zh', 'en', 'fr'][i % 3]}${i}`)
    for (const workers of [1, 2, 3, 5]) {
      const queue = affineQueue(items, lang)
      const taken: string[] = []
      for (let turn = 0; taken.length < items.length && turn < 1000; turn++) {
        const item = queue.take(turn % workers)
        if (item !== undefined) taken.push(item)
      }
      expect(taken.sort()).toEqual([...items].sort())
      expect(queue.take(0)).toBeUndefined()
    }
  })

  it('is empty for no items', () => {
    expect(affineQueue([], lang).take(0)).toBeUndefined()
  })

  it('hands items pushed later to the workers waiting, its own group first', async () => {
    const queue = affineQueue<string>([], lang)
    const zh = queue.next(0)
    const en = queue.next(1)
    queue.push('zh1')
    // zh appeared first: it is worker 0's group, and worker 0 gets it though worker 1 waits too.
    expect(await zh).toBe('zh1')
    queue.push('en1')
    expect(await en).toBe('en1')
    queue.push('zh2')
    queue.push('zh3')
    expect(await queue.next(1)).toBe('zh3')
    expect(await queue.next(0)).toBe('zh2')
  })

  it('ends the waits once closed and empty, not before', async () => {
    const queue = affineQueue<string>([], lang)
    const waiting = queue.next(0)
    let ended = false
    void waiting.then(() => (ended = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(ended).toBe(false)
    queue.close()
    expect(await waiting).toBeUndefined()
    expect(await queue.next(1)).toBeUndefined()
    expect(() => queue.push('zh1')).toThrow(/closed/)
  })
})
