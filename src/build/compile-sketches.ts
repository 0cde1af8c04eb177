/**
 * What a sketched compile (compile.ts `sketch`, decision 0020) keeps beside the compile cache:
 * which cache entries have finished compiling, each file's sketch, and how to compile a sketched
 * page's body when the page asks for it, into the cache the next compile reads.
 */
import type { ImageMeta } from '../content/image-meta.ts'
import type { SiteConfig } from '../content/site-schema.ts'
import type { CompileCache, CompileOptions, PersistentCache } from './compile-options.ts'
import { compileFile, type CompiledItem, type FileResult } from './compile-file.ts'
import { bodyText } from './image-meta-once.ts'

/** Cache entries whose compile has finished (`sketch` does not wait for the others). */
export const settled = new WeakSet<object>()

/** A compile cache entry, marked `settled` once its compile has finished. */
export function entry(text: string, result: Promise<FileResult>) {
  const made = { text, result }
  void result.then(
    () => settled.add(made),
    () => {},
  )
  return made
}

/**
 * Each file's sketch, kept with its bytes: a save while the full compile runs sketches again
 * every file not compiled yet, and two thousand sketches are ≈0.5 s.
 */
const sketches = new WeakMap<Uint8Array, { key: string; result: FileResult }>()
export function sketchOnce(bytes: Uint8Array, key: string, make: () => FileResult): FileResult {
  let kept = sketches.get(bytes)
  if (kept?.key !== key) sketches.set(bytes, (kept = { key, result: make() }))
  return kept.result
}

/** A sketch's full compile, run when its body is first read. */
const completions = new WeakMap<CompiledItem, () => Promise<FileResult>>()

/** Whether the item is a sketch (its body is compiled when read). */
export const isSketched = (c: CompiledItem): boolean => completions.has(c)

/**
 * Makes the sketched item's body compile when first read: into `cache` under the file's `key`
 * (an entry already there, the full compile's, is used instead), kept on disk if it can be.
 */
export function completeLater(
  c: CompiledItem,
  where: {
    cache: CompileCache
    key: string
    args: Readonly<Parameters<typeof compileFile>>
    persistent?: PersistentCache
  },
): void {
  if (completions.has(c)) return
  const { cache, key, args, persistent } = where
  const path = args[1]
  completions.set(c, () => {
    let found = cache.get(path)
    if (found?.text !== key) {
      const compiled = compileFile(...args).then(async (full) => {
        // Kept for the next process if it can be; the page needs only the compile.
        await persistent?.set(path, key, full).catch(() => {})
        return full
      })
      cache.set(path, (found = entry(key, compiled)))
    }
    return found.result
  })
}

/**
 * A sketched page's body, compiled now: the page is open and waits for it. Its images are sized
 * first, as the full compile would have.
 */
export async function completedBody(
  c: CompiledItem,
  site: SiteConfig,
  images: Map<string, ImageMeta>,
  sizeImages: CompileOptions['images'],
): Promise<string> {
  const { compiled } = await completions.get(c)!()
  if (!compiled?.body) return JSON.stringify({ body: { type: 'root', children: [] }, toc: [] })
  const more = sizeImages ? await sizeImages(new Set(compiled.bodyImages)) : new Map()
  return bodyText(compiled, site, new Map([...images, ...more]))
}
