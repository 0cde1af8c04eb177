/**
 * Every JSON fetch of the runtime (payloads, content chunks, build files). A request that takes
 * too long is aborted with SPEC §8's timeout error, so a stalled host ends in a visible error
 * state instead of a page that waits forever.
 */

/** How long a request may take before it fails. */
export const fetchTimeoutMs = 10_000

/** How long `npm run dev` may take to answer for content: a cold start at 4,000 articles is ≈1 min. */
export const devContentTimeoutMs = 10 * 60_000

/** SPEC §8: 'The operation was aborted due to timeout', a DOMException whose code is 23. */
export function timeoutError(): DOMException {
  return new DOMException('The operation was aborted due to timeout', 'TimeoutError')
}

/**
 * GET a JSON file. A non-2xx response throws a `Response` (so route errors keep its status), a
 * body that is not JSON throws a readable error, a timeout throws `timeoutError()`.
 */
export async function fetchJson(url: string, timeoutMs = fetchTimeoutMs): Promise<unknown> {
  const controller = new AbortController()
  // A timer rather than AbortSignal.timeout(): it carries the SPEC's message, and test clocks
  // can move it.
  const timer = setTimeout(() => controller.abort(timeoutError()), timeoutMs)
  try {
    const response = await fetch(url, { signal: controller.signal })
    if (!response.ok)
      throw new Response(null, { status: response.status, statusText: response.statusText })
    const text = await response.text()
    try {
      return JSON.parse(text) as unknown
    } catch {
      throw new Error(`The file ${new URL(url, 'http://x').pathname} is damaged (not JSON).`)
    }
  } catch (error) {
    if (controller.signal.aborted) throw controller.signal.reason
    throw error
  } finally {
    clearTimeout(timer)
  }
}
