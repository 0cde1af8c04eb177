/**
 * Puts what the image build learned into the compiled content: body `<img>` elements get
 * `srcset`, `sizes`, `width`, `height`, `loading="lazy"` and `decoding="async"`; items and the
 * site configuration get an `imageMeta` map for the images their fields name, which the
 * ResponsiveImage component reads. Pages carry only their own images' data, so no payload grows
 * with the size of the site.
 */
import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import { srcsetOf, type ImageMeta } from '../../content/image-meta.ts'
import type { SiteConfig } from '../../content/site-schema.ts'
import type { CompiledItem } from '../compile-file.ts'

/** The body column is at most 720 CSS px wide (prose.css); below 768 px it is the screen. */
export const bodyImageSizes = '(min-width: 768px) 720px, 100vw'

/** What a body `<img>` gets from its image's metadata. */
function bodyImageProperties(meta: ImageMeta): Record<string, string | number> {
  const srcset = srcsetOf(meta)
  return {
    width: meta.width,
    height: meta.height,
    loading: 'lazy',
    decoding: 'async',
    ...(srcset && { srcSet: srcset, sizes: bodyImageSizes }),
  }
}

const pick = (srcs: Iterable<string>, images: Map<string, ImageMeta>) =>
  Object.fromEntries([...srcs].flatMap((src) => (images.has(src) ? [[src, images.get(src)!]] : [])))

export function applyImageMeta(
  items: readonly CompiledItem[],
  site: SiteConfig,
  images: Map<string, ImageMeta>,
): SiteConfig {
  for (const c of items) {
    const meta = pick(c.fieldImages, images)
    if (Object.keys(meta).length) c.item.imageMeta = meta
    else delete c.item.imageMeta
    if (!c.body) continue
    visit(c.body.body as Root, 'element', (node: Element) => {
      const meta = node.tagName === 'img' ? images.get(String(node.properties.src)) : undefined
      if (meta) Object.assign(node.properties, bodyImageProperties(meta))
    })
  }
  return {
    ...site,
    imageMeta: pick([site.profile.light, site.profile.dark, site.officialAccount.qr], images),
  }
}
