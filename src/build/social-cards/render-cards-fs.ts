/**
 * Renders all social cards of a build. Drawing costs tens of milliseconds a card, so each PNG is
 * kept in a cache folder under a hash of what it shows, and unchanged cards are copied instead.
 */
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { cardKey } from './card-key-fs.ts'
import type { CardSpec } from './card-spec.ts'
import { drawCard } from './draw-card-fs.ts'

export type { CardSpec } from './card-spec.ts'

/** What a `renderCards` run did. */
export interface RenderCardsResult {
  /** Cards drawn from scratch (and stored in the cache). */
  drawn: number
  /** Cards copied from the cache. */
  reused: number
  /** Wall time of the run, in milliseconds. */
  ms: number
}

// Two at a time: drawing is CPU-bound and builds run on two cores.
const concurrency = 2

function outputPath(outDir: string, file: string): string {
  if (file.startsWith('/') || file.includes('\\') || file.split('/').includes('..')) {
    throw new Error(`Card file must be a relative forward-slash path inside the output: ${file}`)
  }
  return join(outDir, ...file.split('/'))
}

// Write then rename, so an interrupted build never leaves a half PNG that later runs would reuse.
async function writeAtomic(file: string, data: Uint8Array): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`
  await writeFile(temporary, data)
  await rename(temporary, file)
}

/**
 * Draws every card into outDir; a card whose spec (and the drawing code version) is unchanged
 * since the last run is copied from cacheDir instead of redrawn.
 */
export async function renderCards(
  specs: CardSpec[],
  outDir: string,
  cacheDir: string,
): Promise<RenderCardsResult> {
  const start = performance.now()
  const result = { drawn: 0, reused: 0 }
  await mkdir(cacheDir, { recursive: true })
  // Two specs that show the same thing (say, under two paths) share one drawing.
  const drawing = new Map<string, Promise<void>>()

  async function renderOne(spec: CardSpec): Promise<void> {
    const target = outputPath(outDir, spec.file)
    const cached = join(cacheDir, `${cardKey(spec)}.png`)
    let pending = drawing.get(cached)
    if (!pending && !existsSync(cached)) {
      pending = drawCard(spec).then((png) => writeAtomic(cached, png))
      drawing.set(cached, pending)
      await pending
      result.drawn++
    } else {
      await pending
      result.reused++
    }
    await mkdir(dirname(target), { recursive: true })
    await copyFile(cached, target)
  }

  const queue = [...specs]
  const worker = async () => {
    for (let spec = queue.shift(); spec; spec = queue.shift()) await renderOne(spec)
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, specs.length) }, worker))
  return { ...result, ms: Math.round(performance.now() - start) }
}
