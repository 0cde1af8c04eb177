/** The store key of a card: everything that changes its pixels, and nothing else. */
import { join } from 'node:path'
import { packageVersions, storeKey } from '../store/store-fs.ts'
import type { CardSpec } from './card-spec.ts'

/**
 * Bump when the drawing changes (card-tree.ts, draw-card-fs.ts), so kept PNGs from older drawing
 * code are not reused. 5: a flat ground (decision 0030).
 */
export const cardVersion = 5

// Upgrading the renderer or the fonts moves pixels as surely as editing the drawing does. Their
// versions are those this code imports, from the repository it lives in.
const toolchain = [
  `card ${cardVersion}`,
  packageVersions(join(import.meta.dirname, '..', '..', '..'), [
    '@takumi-rs/core',
    '@fontsource/noto-sans-sc',
  ]),
]

/** `storeKey` of what the card shows (the spec minus `file`) and of the code that draws it. */
export function cardKey(spec: CardSpec): string {
  // A fixed array, not the spec object, so key order and extra properties can't change the key.
  const shown = [
    spec.title,
    spec.description,
    spec.eyebrow ?? null,
    spec.siteName,
    spec.host,
    spec.lang,
  ]
  return storeKey(...toolchain, JSON.stringify(shown))
}
