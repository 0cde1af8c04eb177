import type { ImgHTMLAttributes, ReactElement } from 'react'
import type { ImageMeta } from '../../shared/image-meta'

/** What the twin of an image changes on its `<img>`: its class and which colour mode shows it. */
export type TwinAttributes = ImgHTMLAttributes<HTMLImageElement> & { 'data-scheme'?: string }

/**
 * An image, and its dark-mode twin where it has one (`x.dark.webp` beside `x.webp`, `meta.dark`):
 * both are in the page and CSS shows the one for the colour mode, as ProfilePicture does, so it
 * never flashes; the twin is lazy, fetched only when shown. `draw` makes one `<img>` of an image's
 * metadata with the attributes given.
 */
export function withDarkTwin(
  meta: ImageMeta | undefined,
  className: string | undefined,
  draw: (image: ImageMeta | undefined, attributes: TwinAttributes) => ReactElement,
): ReactElement {
  if (!meta?.dark) return draw(meta, { className })
  const classes = (more: string) => (className ? `${className} ${more}` : more)
  return (
    <>
      {draw(meta, { className: classes('dark:hidden'), 'data-scheme': 'light' })}
      {draw(meta.dark, {
        className: classes('hidden dark:inline'),
        'data-scheme': 'dark',
        loading: 'lazy',
        fetchPriority: undefined,
        decoding: 'async',
      })}
    </>
  )
}
