/** The cache key of a card: everything that changes its pixels, and nothing else. */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fontPackageVersion } from './card-font-fs.ts'
import type { CardSpec } from './card-spec.ts'

/**
 * Bump when the drawing changes (card-tree.ts, draw-card-fs.ts), so cached PNGs
 * from older drawing code are not reused. 5: a flat ground (decision 0030).
 */
export const cardVersion = 5

/**
 * A package's version. Read from the folder above its entry point: `@takumi-rs/core` does not
 * export its `package.json`.
 */
function versionOf(name: string): string {
  let dir = dirname(createRequire(import.meta.url).resolve(name))
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir)
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string })
    .version
}

// Upgrading the renderer or the fonts moves pixels as surely as editing the drawing does.
const toolchain = [
  `card ${cardVersion}`,
  `takumi ${versionOf('@takumi-rs/core')}`,
  `fonts ${fontPackageVersion}`,
]

/** sha256 (hex) of the spec minus `file`, the drawing code version and the toolchain versions. */
export function cardKey(spec: CardSpec): string {
  // A fixed array, not the spec object, so key order and extra properties can't change the hash.
  const shown = [
    spec.title,
    spec.description,
    spec.eyebrow ?? null,
    spec.siteName,
    spec.host,
    spec.lang,
  ]
  return createHash('sha256')
    .update(JSON.stringify([toolchain, shown]))
    .digest('hex')
}
