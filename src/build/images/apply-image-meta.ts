/**
 * Puts what the image build learned into the compiled content: items and the site configuration
 * get an `imageMeta` map for the images their fields name, which the ResponsiveImage component
 * reads, and pages a `bodyImageMeta` map for the images their body shows, which the body renderer
 * reads (`bodyImageProperties`). Bodies are left as compiled, so a build hands a body kept in the
 * compile cache on as the text it was stored as. Pages carry only their own images' data, so no
 * payload grows with the size of the site.
 */
import type { ImageMeta } from '../../content/image-meta.ts'
import type { SiteConfig } from '../../content/site-schema.ts'
import type { CompiledItem } from '../compile-file.ts'

const pick = (srcs: Iterable<string>, images: Map<string, ImageMeta>) =>
  Object.fromEntries([...srcs].flatMap((src) => (images.has(src) ? [[src, images.get(src)!]] : [])))

/** Sets `item[field]` to `meta`, or leaves the field out when no image has any. */
function setMeta(item: Record<string, unknown>, field: string, meta: Record<string, ImageMeta>) {
  if (Object.keys(meta).length) item[field] = meta
  else delete item[field]
}

export function applyImageMeta(
  items: readonly CompiledItem[],
  site: SiteConfig,
  images: Map<string, ImageMeta>,
): SiteConfig {
  for (const c of items) {
    setMeta(c.item, 'imageMeta', pick(c.fieldImages, images))
    if (c.bodyImages) setMeta(c.item, 'bodyImageMeta', pick(c.bodyImages, images))
  }
  return {
    ...site,
    imageMeta: pick([site.profile.light, site.profile.dark, site.officialAccount.qr], images),
  }
}
