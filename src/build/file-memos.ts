/**
 * What the compiler remembers of each file's bytes between compiles. The dev server hands in the
 * same bytes object for every file it did not re-read (dev-input-fs.ts), so a save's compile
 * finds each unchanged file's text, place and cache key here instead of making them again.
 */
import { classify } from './classify.ts'
import { decodeText } from './compile-file.ts'

/**
 * The cache key of a file's text, kept with its bytes: the dev server compares two thousand keys
 * per save, and the same string object compares at once where a new one is built and read through.
 */
const keys = new WeakMap<Uint8Array, { head: string; key: string }>()
export function keyOf(bytes: Uint8Array, head: string, text: string): string {
  let kept = keys.get(bytes)
  if (kept?.head !== head) keys.set(bytes, (kept = { head, key: `${head}\n${text}` }))
  return kept.key
}

/**
 * A file's text and where it belongs, kept with its bytes: decoding and classifying two thousand
 * files on every save was ≈5 ms of the dev server's compile.
 */
const readings = new WeakMap<
  Uint8Array,
  { path: string; decoded: ReturnType<typeof decodeText>; where: ReturnType<typeof classify> }
>()
export function readOnce({ bytes, path }: { bytes: Uint8Array; path: string }) {
  let kept = readings.get(bytes)
  if (kept?.path !== path) {
    const where = classify(path.replace(/^content\//, ''))
    readings.set(bytes, (kept = { path, decoded: decodeText(bytes, path), where }))
  }
  return kept
}
