/**
 * Build-time responsive images: every referenced raster under `public/images` becomes webp
 * variants at the standard widths, content-hashed and kept in the store between builds; the page
 * gets an `ImageMeta` per image for `srcset`, `sizes`, `width` and `height`.
 *
 * Density 2 needs no separate "2x" files: with `w` descriptors and `sizes`, the browser multiplies
 * the CSS width by its pixel ratio and picks the variant itself.
 */
import { readFile } from 'node:fs/promises'
import sharp, { type Sharp } from 'sharp'
import type { ImageMeta } from '../../shared/image-meta.ts'
import type { Variant } from './image-variants-fs.ts'
import pLimit from 'p-limit'
import {
  darkTwinSrc,
  imageSource,
  variantName,
  variantWidths,
  type ImageSource,
} from './variant-plan.ts'

/** What a build's images are: each one's sizes and variants, and the variants to make. */
export interface ImagePlan {
  /** Meta per URL path as referenced, in the order first referenced. */
  images: Map<string, ImageMeta>
  variants: Variant[]
}

// Images read and measured at once. sharp already spreads one image over libvips threads: more
// at once only adds memory.
const imagesAtOnce = 4

/**
 * Measures every referenced image (URL paths like `/images/x.webp` under `<root>/public`; unknown
 * or missing ones are skipped) and names its variants. A build needs the names for its pages at
 * once and the files only at its end, so the variants are made apart (image-variants-fs.ts).
 */
export async function planImages(srcs: Iterable<string>, root: string): Promise<ImagePlan> {
  const variants: Variant[] = []
  const measure = async (source: ImageSource): Promise<ImageMeta | undefined> => {
    // A missing file is skipped; any other failure to read it fails the build.
    const input = await readFile(source.file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
    if (!input) return undefined
    const { width, height, servesAsIs } = await inspect(sharp(input), source.src, input.length)
    const named = (source.vector ? [] : variantWidths(width)).map((w) => {
      const asIs = servesAsIs && w === width
      const name = variantName(source.stem, input, w, asIs)
      variants.push({ input, width: w, name, asIs })
      return { src: `/_images/${encodeURI(name)}`, width: w }
    })
    return { src: source.src, width, height, variants: named }
  }
  const one = async (source: ImageSource) => withTwin(await measure(source), root, measure)
  const metas = await pLimit(imagesAtOnce).map(sources(srcs, root), one)
  // In the order referenced, whichever image finished first, so the output is reproducible.
  const images = new Map(metas.filter((meta) => meta !== undefined).map((m) => [m.src, m]))
  return { images, variants }
}

/** Reads only the intrinsic sizes (fast; no variants) — for dev, where nothing is generated. */
export async function readImageSizes(
  srcs: Iterable<string>,
  root: string,
): Promise<Map<string, ImageMeta>> {
  const images = new Map<string, ImageMeta>()
  const measure = async (source: ImageSource): Promise<ImageMeta | undefined> => {
    // Size as displayed: a phone photo stored sideways with an EXIF rotation reports it turned.
    const size = await inspect(sharp(source.file), source.src).catch(() => undefined)
    return size && { src: source.src, width: size.width, height: size.height, variants: [] }
  }
  await pLimit(8).map(sources(srcs, root), async (source) => {
    const meta = await withTwin(await measure(source), root, measure)
    if (meta) images.set(source.src, meta)
  })
  return images
}

/**
 * The image with its dark-mode twin (`x.dark.webp` beside `x.webp`), when there is one: named by
 * the file beside it, not by the content, so an author adds the twin and nothing else.
 */
async function withTwin(
  meta: ImageMeta | undefined,
  root: string,
  measure: (source: ImageSource) => Promise<ImageMeta | undefined>,
): Promise<ImageMeta | undefined> {
  const twin = meta && darkTwinSrc(meta.src)
  const source = twin && imageSource(twin, root)
  const dark = source && (await measure(source))
  return dark ? { ...meta, dark } : meta
}

/** Distinct URL paths resolved to files; those that are not local images are left out. */
function sources(srcs: Iterable<string>, root: string): ImageSource[] {
  return [...new Set(srcs)].flatMap((src) => imageSource(src, root) ?? [])
}

/**
 * A lossy webp source needs no variant at its own width: it already is one. Encoding it again cost
 * the most of any variant (the most pixels) and only lost detail. Kept out: anything with
 * metadata (EXIF can hold a location; a colour profile or a rotation would show differently
 * once stripped) and sources heavier than `asIsBitsPerPixel`, which a variant makes lighter.
 */
export const asIsBitsPerPixel = 1

/** Size as displayed, and whether the file itself can serve as the variant at that size. */
async function inspect(image: Sharp, src: string, bytes?: number) {
  try {
    const meta = await image.metadata()
    const { width, height } = meta.autoOrient
    const servesAsIs =
      bytes !== undefined &&
      meta.format === 'webp' &&
      !meta.exif &&
      !meta.icc &&
      !meta.xmp &&
      (meta.pages ?? 1) === 1 &&
      (bytes * 8) / (width * height) <= asIsBitsPerPixel
    return { width, height, servesAsIs }
  } catch (error) {
    throw new Error(`${src}: not a readable image`, { cause: error })
  }
}
