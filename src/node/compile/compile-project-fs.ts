/**
 * Compiles a project's content from its folder: what the build and the dev server run, alike but
 * for two things. `dev` keeps drafts and scheduled articles and only reads image sizes; `build`
 * plans the responsive image variants. Both name the search sets (`artifact.searchSets`), which
 * the build's search step makes, and the dev server when a page asks.
 */
import { compileContent } from './compile.ts'
import type { CompileCache } from './compile-options.ts'
import { diskCompileCache } from './compile-entry-fs.ts'
import { planImages, readImageSizes } from '../images/responsive-images-fs.ts'
import type { Variant } from '../images/image-variants-fs.ts'
import { loadInput, type ContentInput } from './load-fs.ts'
import type { ImageMeta } from '../../shared/image-meta.ts'
import type { BuildPool } from '../build-pool.ts'

/** Shared through globalThis so the build CLI and the Vite config (loaded apart) reuse one cache. */
const cache: CompileCache = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('content.compile-cache')
] ??= new Map()) as CompileCache

/**
 * Image sizes the dev server has read, by URL path (`undefined`: not a readable image). Images live
 * in public/; the dev server empties this when anything there changes.
 */
export type ImageSizes = Map<string, ImageMeta | undefined>

async function knownSizes(srcs: Set<string>, root: string, known: ImageSizes) {
  const missing = [...srcs].filter((src) => !known.has(src))
  if (missing.length) {
    const read = await readImageSizes(missing, root)
    for (const src of missing) known.set(src, read.get(src))
  }
  return new Map([...srcs].flatMap((src) => (known.get(src) ? [[src, known.get(src)!]] : [])))
}

/**
 * `input` is what the dev server already holds (dev-input-fs.ts), else the files are read;
 * `sizes` keeps image sizes between its compiles; `pool`, the build's, compiles the files.
 */
export async function compileProject(
  root: string,
  mode: 'dev' | 'build' = 'build',
  input?: ContentInput,
  sizes: ImageSizes = new Map(),
  pool?: BuildPool,
) {
  let variants: Variant[] = []
  const images =
    mode === 'dev'
      ? (srcs: Set<string>) => knownSizes(srcs, root, sizes)
      : async (srcs: Set<string>) => {
          const plan = await planImages(srcs, root)
          variants = plan.variants
          return plan.images
        }
  const result = await compileContent(input ?? (await loadInput(root)), cache, {
    drafts: mode === 'dev',
    listsInMemory: mode === 'dev',
    images,
    persistent: await diskCompileCache(root),
    searchApart: true,
    pool,
  })
  return { ...result, variants }
}
