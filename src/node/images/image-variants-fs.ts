/**
 * The image variants of a build, in two steps the orchestrator runs apart: `encodeVariants` makes
 * every variant the store does not keep yet (beside the app build), `linkVariants` puts them all
 * into the build folder's `_images/` once it exists. Names are content hashes (variant-plan.ts),
 * so a kept entry with the right name is the right file.
 */
import { join } from 'node:path'
import pLimit from 'p-limit'
import sharp from 'sharp'
import { folderMaker } from '../link-or-copy-fs.ts'
import { storeKey, type Store } from '../store/store-fs.ts'
import { encoding } from './variant-plan.ts'

/** One variant to make: its source and its name. */
export interface Variant {
  /** Source bytes, read once per image and shared by its variants. */
  input: Uint8Array
  width: number
  /** Hashed name inside `_images/`, from `variantName`. */
  name: string
  /** The source's bytes are the variant (a lossy webp at its own width): kept as they are. */
  asIs?: boolean
}

/** The folder of a build that holds the image variants. */
export const imagesFolder = '_images'

// Encodes share libuv's four threads with the pages' file writes: two at a time leave two for the
// disk (libvips spreads each encode over the cores by itself).
const encodesAtOnce = 2

// The name holds `/` (the source's folders): the key is its hash.
const keyOf = (variant: Variant) => storeKey(variant.name)

/** What `encodeVariants` did with each variant. */
export interface VariantCounts {
  /** Encoded now, and kept. */
  generated: number
  /** Kept as the source is (a lean webp at its own width). */
  copied: number
  /** Already kept by a build before. */
  reused: number
}

/** Encodes (or keeps as they are) the variants the store does not keep yet. */
export async function encodeVariants(
  store: Store,
  variants: readonly Variant[],
): Promise<VariantCounts> {
  const missing = variants.filter((variant) => !store.has('images', keyOf(variant)))
  await pLimit(encodesAtOnce).map(missing, async (variant) => {
    const data = variant.asIs
      ? variant.input
      : await sharp(variant.input)
          .autoOrient()
          .resize({ width: variant.width, withoutEnlargement: true })
          .webp({ quality: encoding.quality, effort: encoding.effort })
          .toBuffer()
    store.write('images', keyOf(variant), data)
  })
  const copied = missing.filter((variant) => variant.asIs).length
  return {
    generated: missing.length - copied,
    copied,
    reused: variants.length - missing.length,
  }
}

/** Links every variant from the store into `<outDir>/_images/` (a fresh build folder). */
export function linkVariants(store: Store, outDir: string, variants: readonly Variant[]): void {
  const ensure = folderMaker()
  for (const variant of variants) {
    const file = join(outDir, imagesFolder, variant.name)
    ensure(file)
    if (!store.linkOut('images', keyOf(variant), file))
      throw new Error(`The image variant ${variant.name} was not made: build again.`)
  }
}
