/**
 * The text a page's data is compared by between builds (entry-server.tsx, `data`), made without
 * writing out article bodies. A body comes from a content chunk whose file name is a hash of its
 * text, so the name stands for the body: serializing and hashing every body of every kept page
 * was a quarter of the pages' time in a build after one edit. Payloads and hydration data are
 * serialized as before, bodies and all.
 */

let standingIn = false

/**
 * A content file's JSON as the prerender reads it (`text`, read from `file`). A body chunk's body
 * is written by `pageData` as the chunk's file name, and is parsed only when something reads it:
 * every page's loaders run on every build to compare data (render-pages.ts), and parsing the
 * 2,000 bodies of a 1,000-article site for that took ≈0.18 s and its garbage ≈0.1 s more of a
 * build after one change. Only a page rendered (or a payload written) reads its body.
 */
export function readChunk(file: string, text: string): unknown {
  if (!file.startsWith('body/')) return JSON.parse(text)
  let parsed: object | undefined
  const body = () => (parsed ??= (JSON.parse(text) as { body: object }).body)
  const toJSON = () => (standingIn ? { chunk: file } : body())
  // A stand-in for the body that reads the real one at the first look inside.
  const lazy = new Proxy(
    {},
    {
      get: (_, key) => (key === 'toJSON' ? toJSON : Reflect.get(body(), key)),
      has: (_, key) => key === 'toJSON' || Reflect.has(body(), key),
      ownKeys: () => Reflect.ownKeys(body()),
      getOwnPropertyDescriptor: (_, key) => {
        const found = Reflect.getOwnPropertyDescriptor(body(), key)
        // The stand-in's own target has no such property: a proxy may only report it configurable.
        return found && { ...found, configurable: true }
      },
    },
  )
  return { body: lazy }
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
