/**
 * Page payloads (`<path>/_payload.json?<buildId>`, SPEC §7), fetched once: a preload and the
 * navigation that follows it share one request. A failed fetch is forgotten, so the next try
 * goes to the network again.
 */
import { fetchJson } from './fetch-json'

const cache = new Map<string, Promise<unknown>>()

export function loadPayload(url: string, buildId: string): Promise<unknown> {
  const key = `${url}?${buildId}`
  let entry = cache.get(key)
  if (!entry) {
    entry = fetchJson(key)
    entry.catch(() => cache.delete(key))
    cache.set(key, entry)
  }
  return entry
}
