import { describe, expect, it } from 'vitest'
import { ChunkLoadError, claimChunkReload, importRouteModule, reloadGuardMs } from './chunk-guard'

function memoryStorage(): Storage {
  const map = new Map<string, string>()
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size
    },
  }
}

describe('claimChunkReload', () => {
  it('allows one reload per path within 10 s, and another once the guard has passed', () => {
    const storage = memoryStorage()
    expect(claimChunkReload('/blog/a', storage, 1_000)).toBe(true)
    expect(claimChunkReload('/blog/a', storage, 1_000 + reloadGuardMs - 1)).toBe(false)
    expect(claimChunkReload('/blog/b', storage, 2_000)).toBe(true)
    expect(claimChunkReload('/blog/a', storage, 1_000 + reloadGuardMs)).toBe(true)
  })

  it('keeps the guard in storage, so it survives the reload', () => {
    const storage = memoryStorage()
    claimChunkReload('/about', storage, 5_000)
    expect(JSON.parse(storage.getItem('chunk-reload-guard')!)).toEqual({ '/about': 5_000 })
  })

  it('reads damaged storage as empty, and never reloads when storage refuses to write', () => {
    const storage = memoryStorage()
    storage.setItem('chunk-reload-guard', '{not json')
    expect(claimChunkReload('/x', storage, 0)).toBe(true)
    const full = {
      ...memoryStorage(),
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    } as unknown as Storage
    expect(claimChunkReload('/x', full, 0)).toBe(false)
  })
})

describe('importRouteModule', () => {
  it('turns a failed import into a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/a.js')
    const error = await importRouteModule(() => Promise.reject(cause)).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect((error as Error).cause).toBe(cause)
    expect((error as Error).message).toContain('/assets/a.js')
    await expect(importRouteModule(() => Promise.resolve({ ok: 1 }))).resolves.toEqual({ ok: 1 })
  })
})
