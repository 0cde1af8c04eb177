/**
 * The text a page's data is compared by between builds (entry-server.tsx, `data`), made without
 * writing out article bodies. A body comes from a content chunk whose file name is a hash of its
 * text, so the name stands for the body: serializing and hashing every body of every kept page
 * was a quarter of the pages' time in a build after one edit. Payloads and hydration data are
 * serialized as before, bodies and all.
 */

let standingIn = false

/**
 * Marks the body of a content chunk read from `file` to be written as its file name by
 * `pageData`. Other files and chunks without a body are returned as they are.
 */
export function nameBody<T>(file: string, chunk: T): T {
  const body = (chunk as { body?: unknown } | null)?.body
  if (file.startsWith('body/') && body && typeof body === 'object') {
    Object.defineProperty(body, 'toJSON', {
      // Marked again if the same chunk is read again.
      configurable: true,
      // Returning the object itself writes it out in full (JSON.stringify does not ask twice).
      value: function (this: object) {
        return standingIn ? { chunk: file } : this
      },
    })
  }
  return chunk
}

/** JSON of a page's data, each marked body written as the name of the chunk it came from. */
export function pageData(value: unknown): string {
  standingIn = true
  try {
    return JSON.stringify(value)
  } finally {
    standingIn = false
  }
}
