/**
 * Image metadata put into compiled items only when it changed (apply-image-meta.ts does the
 * putting). The dev server hands the same compiled items to every compile; comparing two thousand
 * items' metadata as text on every save would cost more than the save's own compile. Each item's
 * image list is found once, and an item is touched again only when the metadata of one of its
 * images differs from what it last got.
 */
import type { ImageMeta } from '../content/image-meta.ts'
import type { SiteConfig } from '../content/site-schema.ts'
import type { CompiledItem } from './compile-file.ts'
import { applyImageMeta } from './images/apply-image-meta.ts'

const sources = new WeakMap<CompiledItem, string[]>()
/** The metadata an item last got, as JSON: its image version. */
const applied = new WeakMap<CompiledItem, string>()
/** The same, as the objects it was made from. */
const appliedMetas = new WeakMap<CompiledItem, (ImageMeta | null)[]>()

const sameItems = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

function sourcesOf(c: CompiledItem): string[] {
  let srcs = sources.get(c)
  if (srcs) return srcs
  const found = new Set(c.fieldImages)
  for (const src of c.bodyImages ?? []) found.add(src)
  sources.set(c, (srcs = [...found]))
  return srcs
}

/** Every image the content names, fields and bodies alike. */
export function imageSourcesOnce(items: readonly CompiledItem[], site: SiteConfig): Set<string> {
  const srcs = new Set<string>([site.profile.light, site.profile.dark, site.officialAccount.qr])
  for (const c of items) for (const src of sourcesOf(c)) srcs.add(src)
  return srcs
}

/** `applyImageMeta` for the items whose images' metadata is not what they already hold. */
export function applyImageMetaOnce(
  items: readonly CompiledItem[],
  site: SiteConfig,
  images: Map<string, ImageMeta>,
): SiteConfig {
  const changed = items.filter((c) => {
    const metas = sourcesOf(c).map((src) => images.get(src) ?? null)
    // The dev server hands in the very same metadata objects while public/ is unchanged: then
    // nothing needs writing out to compare (two thousand items on every save).
    const last = appliedMetas.get(c)
    if (last && sameItems(last, metas)) return false
    appliedMetas.set(c, metas)
    const version = JSON.stringify(metas)
    if (applied.get(c) === version) return false
    applied.set(c, version)
    return true
  })
  return applyImageMeta(changed, site, images)
}

/** What `applyImageMetaOnce` last put into the item, as a string that changes with it. */
export const imageVersion = (c: CompiledItem): string => applied.get(c) ?? ''
