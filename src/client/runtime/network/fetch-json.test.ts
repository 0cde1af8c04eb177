import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchJson } from './fetch-json'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('fetchJson', () => {
  it('aborts a request that takes too long with the timeout error of SPEC §8 (code 23)', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) =>
          init.signal!.addEventListener('abort', () => reject(new Error('aborted'))),
        ),
    )
    const result = fetchJson('/x/_payload.json', 5_000).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5_000)
    const error = (await result) as DOMException
    expect(error.name).toBe('TimeoutError')
    expect(error.message).toBe('The operation was aborted due to timeout')
    expect(error.code).toBe(23)
  })

  it('throws the response of an HTTP error, and a readable error for a damaged body', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url.includes('missing')
        ? new Response('no', { status: 404, statusText: 'Not Found' })
        : new Response('{"half":', { status: 200 }),
    )
    const missing = await fetchJson('/missing.json').catch((e: unknown) => e)
    expect(missing).toBeInstanceOf(Response)
    expect((missing as Response).status).toBe(404)
    await expect(fetchJson('/blog/_payload.json?abc')).rejects.toThrow(
      'The file /blog/_payload.json is damaged (not JSON).',
    )
  })
})
