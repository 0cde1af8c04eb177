import type { ImgHTMLAttributes } from 'react'
import { fallbackSrc, srcsetOf, type ImageMeta } from '../../shared/image-meta'
import { srcsetWithBase, withBase } from '../addresses/base-path'
import { withDarkTwin } from './dark-twin'

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  src: string
  /** From the build (`imageMeta` of the item or site); without it the original is used as is. */
  meta?: ImageMeta
  /** How wide the image shows, as the `sizes` attribute says it: `(min-width: 640px) 12rem, 100vw`. */
  sizes: string
  /** The widest it shows, in CSS pixels: picks the fallback `src`. */
  displayWidth: number
  /** The main image above the fold: loaded at once, with high priority (it is the LCP). */
  priority?: boolean
}

/**
 * An image with the build's webp variants in `srcset`, its intrinsic `width` and `height` (no
 * layout shift), lazy unless it is the page's main image (SPEC §9). An image with a dark-mode twin
 * (`x.dark.webp`, `meta.dark`) is both, and CSS shows the one for the colour mode, as
 * ProfilePicture does: it never flashes, and the twin, lazy, is fetched only when shown.
 */
export function ResponsiveImage({
  src,
  meta,
  sizes,
  displayWidth,
  priority,
  className = '',
  ...rest
}: Props) {
  return withDarkTwin(meta, className || undefined, (image, twin) => {
    const srcSet = image ? srcsetWithBase(srcsetOf(image)) : ''
    return (
      <img
        src={withBase(image ? fallbackSrc(image, displayWidth) : src)}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        width={image?.width ?? rest.width}
        height={image?.height ?? rest.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        {...rest}
        {...twin}
        {...(image ? { width: image.width, height: image.height } : {})}
      />
    )
  })
}
