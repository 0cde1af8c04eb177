/**
 * Bodies read back from the compile cache stay JSON text until something needs the tree. A warm
 * `npm run dev` of a large blog reads every article from the store (compile-entry-fs.ts), and
 * parsing two thousand bodies is most of that start, while the dev server needs a body's text only
 * when the page asks for it, and often as it was stored.
 */
import type { BodyChunk } from '../../shared/artifact.ts'
import type { CompiledItem } from '../compile/file/compile-file.ts'

/** The body as compiled (before image data went in), as JSON, for items read from the cache. */
const stored = new WeakMap<CompiledItem, string>()
/** Items whose body has been parsed or replaced since: the stored text may no longer be it. */
const touched = new WeakSet<CompiledItem>()

/**
 * Gives `c` the body `text` parses to, parsed on first read of `c.body`. The property is not
 * enumerable, so spreading the item (`{ ...c, body }`) does not parse it.
 */
export function setLazyBody(c: CompiledItem, text: string): void {
  stored.set(c, text)
  touched.delete(c)
  let body: BodyChunk | undefined
  Object.defineProperty(c, 'body', {
    configurable: true,
    enumerable: false,
    get: () => {
      // Parsed, the tree may be changed in place by whoever reads it: the text no longer counts.
      touched.add(c)
      return (body ??= JSON.parse(text) as BodyChunk)
    },
    set: (value: BodyChunk | undefined) => {
      touched.add(c)
      body = value
    },
  })
}

/**
 * The body's JSON, as stored when nothing has read or replaced it since, else written out anew.
 * A build names each body chunk by its text: a body read from the cache and never touched need
 * not be parsed and written out again to get it (two thousand bodies in a warm build).
 */
export function bodyJson(c: CompiledItem): string | undefined {
  const text = stored.get(c)
  if (text !== undefined && !touched.has(c)) return text
  return c.body === undefined ? undefined : JSON.stringify(c.body)
}
