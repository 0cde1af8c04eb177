/** The cache key of a card: everything that changes its pixels, and nothing else. */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { CardSpec } from './card-spec.ts'
import { cardVersion } from './draw-card-fs.ts'
import { fontPackageVersion } from './font-chunks-fs.ts'

const require = createRequire(import.meta.url)
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string })
    .version

// Upgrading the renderer or the fonts moves pixels as surely as editing the drawing does.
const toolchain = [
  `card ${cardVersion}`,
  `satori ${versionOf('satori')}`,
  `resvg ${versionOf('@resvg/resvg-js')}`,
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
