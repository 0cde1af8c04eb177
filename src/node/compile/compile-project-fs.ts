/**
 * Compiles a project's content from its folder: what `npm run build`, the prerender and the dev
 * server run. `dev` keeps drafts and scheduled articles, only reads image sizes and makes bodies
 * and search files on first read (emit.ts); `build` makes the responsive image variants (kept in
 * the store between builds; their files arrive by the artifact's `imagesWritten`) and reads its
 * search indexes from the store where it can (search-index-fs.ts): they arrive in the artifact's
 * `later`.
 */
import '../config/register-site-locales-fs.ts'
import { compileContent } from './compile.ts'
import type { CompileCache } from './compile-options.ts'
import { diskCompileCache } from './compile-entry-fs.ts'
import { searchIndexMaker } from '../search/search-index-fs.ts'
import { processImages, readImageSizes } from '../images/responsive-images-fs.ts'
import { loadInput, type ContentInput } from './load-fs.ts'
import { imagesOutDir } from '../images/images-out-dir.ts'
import type { ImageMeta } from '../../shared/image-meta.ts'

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
 * `sizes` keeps image sizes between its compiles.
 */
export async function compileProject(
  root: string,
  mode: 'dev' | 'build' = 'build',
  input?: ContentInput,
  sizes: ImageSizes = new Map(),
) {
  // The variants' files are written while the app builds and the pages render (`imagesWritten`).
  let imagesWritten: Promise<void> | undefined
  const images =
    mode === 'dev'
      ? (srcs: Set<string>) => knownSizes(srcs, root, sizes)
      : async (srcs: Set<string>) => {
          const result = await processImages(srcs, { root, outDir: imagesOutDir(root) })
          imagesWritten = result.written.then(() => undefined)
          return result.images
        }
  const indexes = mode === 'build' ? searchIndexMaker(root) : undefined
  try {
    const result = await compileContent(input ?? (await loadInput(root)), cache, {
      drafts: mode === 'dev',
      lazy: mode === 'dev',
      images,
      persistent: await diskCompileCache(root),
      searchIndex: indexes?.make,
    })
    if (result.ok && imagesWritten) result.artifact.imagesWritten = imagesWritten
    return result
  } finally {
    // Not awaited: once the indexes are made or read, this ends their thread and keeps them.
    void indexes?.close()
  }
}
