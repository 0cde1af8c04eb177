/**
 * Renders all social cards of a build. Drawing costs tens of milliseconds a card, so each PNG is
 * kept in a cache folder under a hash of what it shows, and unchanged cards are copied instead.
 */
import { mkdir } from 'node:fs/promises'
import { folderMaker, linkOrCopySync } from '../link-or-copy-fs.ts'
import { existsSync, renameSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { cardKey } from './card-key-fs.ts'
import { affineQueue } from './affine-queue.ts'
import { cardPool } from './card-pool-fs.ts'
import type { CardSpec } from './card-spec.ts'

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

export interface RenderCardsOptions {
  /**
   * New cards for each worker thread started; fewer are all drawn in this thread. A worker spends
   * 1–2 s of CPU before its first card (tsx, satori's WebAssembly, fonts, a cold JIT); after that
   * a card costs ~5 ms, so on an idle core a worker pays off from about 100 cards. On a
   * machine whose cores are busy with other work it only adds its start-up.
   */
  cardsPerWorker?: number
}

function outputPath(outDir: string, file: string): string {
  if (file.startsWith('/') || file.includes('\\') || file.split('/').includes('..')) {
    throw new Error(`Card file must be a relative forward-slash path inside the output: ${file}`)
  }
  return join(outDir, ...file.split('/'))
}

// Write then rename, so an interrupted build never leaves a half PNG that later runs would reuse.
// In place: this thread only stores what the workers draw, and a promise-based write (open,
// write, close, rename on the thread pool) cost it more than the disk's part.
function writeAtomic(file: string, data: Uint8Array): void {
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, data)
  renameSync(temporary, file)
}

/**
 * Runs items through lanes, each lane taking its next item (`next`) when it is free; stops
 * starting new items after a failure.
 */
async function eachInLanes<T, L>(
  next: (lane: L) => T | undefined,
  lanes: L[],
  task: (item: T, lane: L) => Promise<void>,
): Promise<void> {
  let failed = false
  const runner = async (lane: L) => {
    for (let item = next(lane); item !== undefined && !failed; item = next(lane)) {
      try {
        await task(item, lane)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  // allSettled, not all: every draw in flight settles before the caller moves on (and, say,
  // closes the pool under it).
  const results = await Promise.allSettled(lanes.map(runner))
  const failure = results.find((r) => r.status === 'rejected')
  if (failure) throw failure.reason
}

/** A lane that draws cards, and the worker whose queue it takes from. */
interface DrawLane {
  draw: (spec: CardSpec) => Promise<Uint8Array>
  worker: number
}

/**
 * Draws every card into outDir; a card whose spec (and the drawing code version) is unchanged
 * since the last run is copied from cacheDir instead of redrawn.
 */
export async function renderCards(
  specs: CardSpec[],
  outDir: string,
  cacheDir: string,
  { cardsPerWorker = 100 }: RenderCardsOptions = {},
): Promise<RenderCardsResult> {
  const start = performance.now()
  await mkdir(cacheDir, { recursive: true })
  const targets = specs.map((spec) => ({
    target: outputPath(outDir, spec.file),
    cached: join(cacheDir, `${cardKey(spec)}.png`),
  }))

  // Two specs that show the same thing (say, under two paths) share one drawing.
  const missing = new Map<string, CardSpec>()
  specs.forEach((spec, i) => {
    const { cached } = targets[i]!
    if (!missing.has(cached) && !existsSync(cached)) missing.set(cached, spec)
  })

  // A worker per core helps once there are cards enough to repay its start-up. With a worker for
  // every core this thread only stores what they draw: it holds the whole site, so drawing here
  // was slower and its garbage collections longer (cards at 1,000 articles: 12.7–13.2 s with this
  // thread and one worker drawing, 11.2–11.9 s with two workers). Two lanes each: a card waits
  // in line while the last one is stored.
  const cores = availableParallelism()
  const workers = cores < 2 ? 0 : Math.min(cores, Math.floor(missing.size / cardsPerWorker))
  const pool = workers > 0 ? cardPool({ size: workers }) : undefined
  try {
    // Satori and resvg load only when a card is missing: a build with every card cached skips them.
    const drawCard = missing.size
      ? (await import('./draw-card-fs.ts')).drawCard
      : () => Promise.reject(new Error('No card is missing.'))
    // This thread, when it draws, counts as the worker after the pool's.
    const lanes: DrawLane[] =
      workers < cores ? Array.from({ length: 2 }, () => ({ draw: drawCard, worker: workers })) : []
    for (let i = 0; pool && i < 2 * pool.size; i++) {
      const worker = i % pool.size
      lanes.push({ draw: (spec) => pool.draw(spec, worker), worker })
    }
    // Each worker keeps to one language while it has cards (affine-queue.ts): ≈7% less CPU for
    // 1,000 cards of one language than for 1,000 of both (`bench/tmp`-style runs of drawCard).
    const queue = affineQueue([...missing], ([, spec]) => spec.lang)
    await eachInLanes(
      (lane) => queue.take(lane.worker),
      lanes,
      async ([cached, spec], lane) => writeAtomic(cached, await lane.draw(spec)),
    )
  } finally {
    await pool?.close()
  }

  const ensure = folderMaker()
  for (const { target, cached } of targets) {
    ensure(target)
    linkOrCopySync(cached, target)
  }
  const drawn = missing.size
  return { drawn, reused: specs.length - drawn, ms: Math.round(performance.now() - start) }
}
