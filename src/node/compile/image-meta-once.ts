/**
 * Puts what the image build learned into the compiled content: items and the site configuration
 * get an `imageMeta` map for the images their fields name, which the ResponsiveImage component
 * reads, and pages a `bodyImageMeta` map for the images their body shows, which the body renderer
 * reads (`bodyImageProperties`). Bodies are left as compiled, so a build hands a body kept in the
 * compile cache on as the text it was stored as. Pages carry only their own images' data, so no
 * payload grows with the size of the site.
 *
 * Only when it changed: the dev server hands the same compiled items to every compile; comparing
 * two thousand items' metadata as text on every save would cost more than the save's own compile.
 * Each item's image list is found once, and an item is touched again only when the metadata of
 * one of its images differs from what it last got.
 */
import type { ImageMeta } from '../../shared/image-meta.ts'
import type { SiteConfig } from '../../shared/site-schema.ts'
import type { CompiledItem } from './file/compile-file.ts'

const sources = new WeakMap<CompiledItem, string[]>()
/** The metadata an item last got, as JSON: its image version. */
const applied = new WeakMap<CompiledItem, string>()
/** The same, as the objects it was made from. */
const appliedMetas = new WeakMap<CompiledItem, (ImageMeta | null)[]>()

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

function sourcesOf(c: CompiledItem): string[] {
  let srcs = sources.get(c)
  if (!srcs) sources.set(c, (srcs = [...new Set([...c.fieldImages, ...(c.bodyImages ?? [])])]))
  return srcs
}

/** The images of the site configuration. */
const siteImages = (site: SiteConfig) => [
  site.profile.light,
  site.profile.dark,
  site.officialAccount.qr,
]

/** Every image the content names, fields and bodies alike. */
export function imageSourcesOnce(items: readonly CompiledItem[], site: SiteConfig): Set<string> {
  const srcs = new Set<string>(siteImages(site))
  for (const c of items) for (const src of sourcesOf(c)) srcs.add(src)
  return srcs
}

const pick = (srcs: Iterable<string>, images: Map<string, ImageMeta>) =>
  Object.fromEntries([...srcs].flatMap((src) => (images.has(src) ? [[src, images.get(src)!]] : [])))

/** Sets `item[field]` to `meta`, or leaves the field out when no image has any. */
function setMeta(item: Record<string, unknown>, field: string, meta: Record<string, ImageMeta>) {
  if (Object.keys(meta).length) item[field] = meta
  else delete item[field]
}

/**
 * Puts the metadata into the items whose images' metadata is not what they already hold, and
 * returns the site configuration with its own.
 */
export function applyImageMetaOnce(
  items: readonly CompiledItem[],
  site: SiteConfig,
  images: Map<string, ImageMeta>,
): SiteConfig {
  for (const c of items) {
    const metas = sourcesOf(c).map((src) => images.get(src) ?? null)
    // The dev server hands in the very same metadata objects while public/ is unchanged: then
    // nothing needs writing out to compare (two thousand items on every save).
    const last = appliedMetas.get(c)
    if (last && sameItems(last, metas)) continue
    appliedMetas.set(c, metas)
    const version = JSON.stringify(metas)
    if (applied.get(c) === version) continue
    applied.set(c, version)
    setMeta(c.item, 'imageMeta', pick(c.fieldImages, images))
    if (c.bodyImages) setMeta(c.item, 'bodyImageMeta', pick(c.bodyImages, images))
  }
  return { ...site, imageMeta: pick(siteImages(site), images) }
}
