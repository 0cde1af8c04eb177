/**
 * Which files an image becomes, decided from its URL and bytes alone, so the same source always
 * maps to the same names and a name can serve as the store's key (image-variants-fs.ts).
 */
import { createHash } from 'node:crypto'
import { extname, join, posix } from 'node:path'
import { imageWidths } from '../../shared/image-meta.ts'

/** webp quality and encoder effort; both are in the hash, so changing them renames every file. */
export const encoding = { quality: 75, effort: 4 } as const

const rasters = new Set(['.webp', '.png', '.jpg', '.jpeg'])

/** A referenced image found on disk: where it lives and what its variants are called. */
export interface ImageSource {
  /** The URL path as referenced, `/images/blog/x.webp`. */
  src: string
  /** Absolute file path under `<root>/public`. */
  file: string
  /** Path under `/images` without extension, `blog/x`: variants keep the source's folders. */
  stem: string
  /** SVG scales itself, so it gets no variants. */
  vector: boolean
}

/**
 * Maps a URL path to its file, or undefined when it is not a local image we handle (external URL,
 * outside `/images/`, other format, `..` escaping the folder).
 */
export function imageSource(src: string, root: string): ImageSource | undefined {
  if (!src.startsWith('/images/')) return undefined
  let path: string
  try {
    path = posix.normalize(decodeURIComponent(src))
  } catch {
    return undefined
  }
  if (!path.startsWith('/images/')) return undefined
  const ext = extname(path).toLowerCase()
  if (!rasters.has(ext) && ext !== '.svg') return undefined
  const stem = path.slice('/images/'.length, -ext.length)
  return { src, file: join(root, 'public', path), stem, vector: ext === '.svg' }
}

/**
 * `/images/x.webp` → `/images/x.dark.webp`: where an image's dark-mode twin would be. A twin has
 * none of its own, and an SVG none at all (it can restyle itself).
 */
export function darkTwinSrc(src: string): string | undefined {
  const ext = extname(src)
  if (!rasters.has(ext.toLowerCase()) || src.slice(0, -ext.length).endsWith('.dark'))
    return undefined
  return `${src.slice(0, -ext.length)}.dark${ext}`
}

/**
 * The widths to generate: every standard width below the source, plus the source width itself
 * when it is within the largest, so the sharpest variant is never upscaled and never missing.
 */
export function variantWidths(sourceWidth: number): number[] {
  const widths = imageWidths.filter((width) => width < sourceWidth)
  if (sourceWidth <= imageWidths[imageWidths.length - 1]!) widths.push(sourceWidth)
  return widths
}

/**
 * `blog/x-640.1a2b3c4d.webp`: relative to outDir, content-hashed. `asIs`: the
 * source's own bytes (responsive-images-fs.ts), named apart from an encoding of it.
 */
export function variantName(stem: string, bytes: Uint8Array, width: number, asIs = false): string {
  const hash = createHash('sha256')
    .update(bytes)
    .update(asIs ? `|w${width}|as-is` : `|w${width}|q${encoding.quality}|e${encoding.effort}`)
    .digest('hex')
    .slice(0, 8)
  return `${stem}-${width}.${hash}.webp`
}
