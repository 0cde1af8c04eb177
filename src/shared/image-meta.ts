/**
 * What a page knows about a responsive image. The build fills it in (src/node/images); the
 * browser and the prerenderer only read it, so this file stays pure.
 */

/** What the page needs to render one responsive image. */
export interface ImageMeta {
  /** The original URL path, `/images/blog/x.webp`. */
  src: string
  /** Intrinsic size of the source, for width/height attributes (no layout shift). */
  width: number
  height: number
  /**
   * Generated variants, narrowest first: URL path and pixel width. Empty for SVG (scales
   * itself).
   */
  variants: { src: string; width: number }[]
  /**
   * The picture for dark mode: a twin named `<name>.dark.<ext>` beside the source
   * (`/images/blog/x.dark.webp`), shown instead of it while the page is dark.
   */
  dark?: ImageMeta
}

/**
 * Widths generated for each raster image. Density 2 needs no extra list: a phone 384 CSS px wide
 * at 2x picks the 768 variant from the `w` descriptors by itself.
 */
export const imageWidths: readonly number[] = [320, 640, 768, 1024, 1280, 1536]

/** `srcset` text from the variants ("/_images/x-320.abcd.webp 320w, …"), '' when none. */
export function srcsetOf(meta: ImageMeta): string {
  return meta.variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ')
}

/** The body column is at most 720 CSS px wide (prose.css); below 768 px it is the screen. */
export const bodyImageSizes = '(min-width: 768px) 720px, 100vw'

/**
 * What an `<img>` in an article body gets from its image's metadata: its size (no layout shift),
 * lazy loading, and the variants to choose from. The body itself holds only `src`; the metadata
 * travels beside it (`bodyImageMeta`), so a build never rewrites a compiled body to put it in.
 */
export function bodyImageProperties(meta: ImageMeta): Record<string, string | number> {
  const srcset = srcsetOf(meta)
  return {
    width: meta.width,
    height: meta.height,
    loading: 'lazy',
    decoding: 'async',
    ...(srcset && { srcSet: srcset, sizes: bodyImageSizes }),
  }
}

/**
 * The largest variant no wider than `cssWidth * 2` (density 2), or the original — for `src`
 * fallback. When every variant is wider than that, the narrowest one: still the closest fit, and
 * webp, where the original may be a heavy PNG.
 */
export function fallbackSrc(meta: ImageMeta, cssWidth: number): string {
  const narrowest = meta.variants[0]
  if (!narrowest) return meta.src
  let best = narrowest
  for (const variant of meta.variants) if (variant.width <= cssWidth * 2) best = variant
  return best.src
}
