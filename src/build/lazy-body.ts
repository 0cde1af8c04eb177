/**
 * Bodies read back from the compile cache stay JSON text until something needs the tree. A warm
 * `npm run dev` of a large blog reads every article from the cache (compile-cache-fs.ts), and
 * parsing two thousand bodies is most of that start, while the dev server needs a body's text only
 * when the page asks for it, and often as it was stored.
 */
import type { BodyChunk } from '../content/artifact.ts'
import type { CompiledItem } from './compile-file.ts'

/** The body as compiled (before image data went in), as JSON, for items read from the cache. */
const stored = new WeakMap<CompiledItem, string>()

/**
 * Gives `c` the body `text` parses to, parsed on first read of `c.body`. The property is not
 * enumerable, so spreading the item (`{ ...c, body }`) does not parse it.
 */
export function setLazyBody(c: CompiledItem, text: string): void {
  stored.set(c, text)
  let body: BodyChunk | undefined
  Object.defineProperty(c, 'body', {
    configurable: true,
    enumerable: false,
    get: () => (body ??= JSON.parse(text) as BodyChunk),
    set: (value: BodyChunk | undefined) => void (body = value),
  })
}

/** Whether the item has a body, without parsing it. */
export const hasBody = (c: CompiledItem): boolean => stored.has(c) || c.body !== undefined

/** The body's JSON as stored, if the item came from the cache. */
export const storedBody = (c: CompiledItem): string | undefined => stored.get(c)
