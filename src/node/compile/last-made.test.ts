import { describe, expect, it, vi } from 'vitest'
import type { PersistentCache } from './persistent-cache.ts'
import { madeOnce } from './last-made.ts'

/** The memo half of a compile cache, in memory: its texts stand for the files on disk. */
function memoStore() {
  const texts = new Map<string, string>()
  const store: PersistentCache = {
    get: async () => undefined,
    set: async () => {},
    readMemo: (name) => (texts.has(name) ? JSON.parse(texts.get(name)!) : undefined),
    writeMemo: (name, value) => void texts.set(name, JSON.stringify(value)),
  }
  return { store, texts }
}

describe('madeOnce', () => {
  it('makes a value again only when its key changes', () => {
    const make = vi.fn(() => ({ '/en/blog/a': ['/en/blog/b'] }))
    const first = madeOnce('related-en-key', 'k1', make)
    // A save in the other language: this one's articles and key are the same.
    expect(madeOnce('related-en-key', 'k1', make)).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
    // A save of this language.
    const again = madeOnce('related-en-key', 'k2', () => ({ '/en/blog/a': [] }))
    expect(again).toEqual({ '/en/blog/a': [] })
    expect(madeOnce('related-en-key', 'k1', make)).toEqual(first)
    expect(make).toHaveBeenCalledTimes(2)
  })

  it('lets the next process read a stored value while its key holds', () => {
    const { store, texts } = memoStore()
    const lists = { '/blog/a': ['/blog/b'], '/blog/b': ['/blog/a'] }
    madeOnce('related-zh-store', 'k1', () => lists, store)
    // Another process: nothing in its memory under this name, the store holds the lists.
    texts.set('related-zh-next', texts.get('related-zh-store')!)
    const make = vi.fn(() => ({}))
    expect(madeOnce('related-zh-next', 'k1', make, store)).toEqual(lists)
    expect(make).not.toHaveBeenCalled()
    // Stored under another key (an article changed since): made again, and stored in its place.
    texts.set('related-zh-changed', texts.get('related-zh-store')!)
    expect(madeOnce('related-zh-changed', 'k2', make, store)).toEqual({})
    expect(make).toHaveBeenCalledTimes(1)
    expect(JSON.parse(texts.get('related-zh-changed')!)).toEqual({ key: 'k2', value: {} })
  })

  it('keeps each name apart', () => {
    const en = madeOnce('related-en-apart', 'k', () => ({ en: true }))
    const zh = madeOnce('related-zh-apart', 'k', () => ({ zh: true }))
    expect(madeOnce('related-en-apart', 'k', () => ({}))).toBe(en)
    expect(zh).toEqual({ zh: true })
  })
})
