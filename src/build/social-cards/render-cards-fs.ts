/**
 * Renders all social cards of a build. Drawing costs a few milliseconds of a core a card, two
 * thousand of them seconds, so each PNG is kept in a cache folder under a hash of what it shows,
 * and unchanged cards are copied instead.
 */
import { folderMaker, linkOrCopySync } from '../link-or-copy-fs.ts'
import { existsSync, mkdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { cardKey } from './card-key-fs.ts'
import { affineQueue } from './affine-queue.ts'
import { cardPool, type CardPool } from './card-pool-fs.ts'
import type { CardSpec } from './card-spec.ts'

export type { CardSpec } from './card-spec.ts'

/** What a `renderCards` run did. */
export interface RenderCardsResult {
  /** Cards drawn from scratch (and stored in the cache). */
  drawn: number
  /** Cards copied from the cache. */
  reused: number
  /** Wall time from `finish` to the end (what the build waited after adding the last card), ms. */
  ms: number
}

export interface RenderCardsOptions {
  /**
   * New cards for each worker thread started; fewer are all drawn in this thread. A worker's
   * first cards pay for loading, fonts and a cold JIT (≈0.5 s of CPU over its first 500 cards,
   * `npm run bench:cards`: 3.4 against 2.3 ms a card warm, 2026-11-26), so on an idle core a
   * worker pays off from about 100 cards. On a machine whose cores are busy with other work it
   * only adds its start-up.
   */
  cardsPerWorker?: number
}

function outputPath(outDir: string, file: string): string {
  if (file.startsWith('/') || file.includes('\\') || file.split('/').includes('..')) {
    throw new Error(`Card file must be a relative forward-slash path inside the output: ${file}`)
  }
  return join(outDir, ...file.split('/'))
}

/** A lane that draws cards into their files, and the worker whose queue it takes from. */
interface DrawLane {
  store: (spec: CardSpec, file: string) => Promise<void>
  worker: number
}

/** Cards drawn or copied so far, and the means to finish. */
export interface CardDrawing {
  /**
   * Adds a card. A card whose spec (and the drawing code version) is unchanged since the last
   * run is copied from the cache at the end; a missing one is queued, and once enough are
   * missing to repay the workers' start-up they start drawing while the caller goes on.
   */
  add(spec: CardSpec): void
  /** Draws what is left, puts every card in place, and ends the workers. */
  finish(): Promise<RenderCardsResult>
  /** Ends the workers without finishing (the build failed); harmless after `finish`. */
  abort(): Promise<void>
}

/**
 * Starts a drawing of cards into outDir, cached in cacheDir. The prerender adds each page's card
 * as the page is rendered: rendering keeps one core busy, and the workers draw on the other
 * (cards at 1,000 articles took 3.9–4.3 s after the pages when they only started then).
 */
export function cardDrawing(
  outDir: string,
  cacheDir: string,
  { cardsPerWorker = 100 }: RenderCardsOptions = {},
): CardDrawing {
  mkdirSync(cacheDir, { recursive: true })
  const targets: { target: string; cached: string }[] = []
  // Two specs that show the same thing (say, under two paths) share one drawing.
  const missing = new Set<string>()
  // Each worker keeps to one language while it has cards (affine-queue.ts): ≈7% less CPU for
  // 1,000 cards of one language than for 1,000 of both (`bench/tmp`-style runs of drawCard).
  const queue = affineQueue<[string, CardSpec]>([], ([, spec]) => spec.lang)
  const cores = availableParallelism()
  let pool: CardPool | undefined
  const lanes: Promise<void>[] = []
  let failed = false

  const run = async (lane: DrawLane) => {
    for (
      let item = await queue.next(lane.worker);
      item && !failed;
      item = await queue.next(lane.worker)
    ) {
      const [cached, spec] = item
      try {
        await lane.store(spec, cached)
      } catch (error) {
        // The other lanes stop after their card in hand; the error reaches `finish`.
        failed = true
        throw error
      }
    }
  }
  const start = (lane: DrawLane) => {
    const running = run(lane)
    // Awaited in `finish`; until then a failure must not count as unhandled.
    running.catch(() => undefined)
    lanes.push(running)
  }
  // Workers whose lanes take cards; the others are started, waiting for `finish`.
  let drawing = 0
  // Four lanes a worker: its next cards are already in its queue when it finishes one, even when
  // the thread that hands them out answers only between pages (render-pages.ts renders a few
  // pages a turn of the event loop).
  const draw = (upTo: number) => {
    for (; drawing < Math.min(upTo, pool?.size ?? 0); drawing++) {
      const worker = drawing
      for (let i = 0; i < 4; i++)
        start({ store: (spec, file) => pool!.store(spec, file, worker), worker })
    }
  }

  return {
    add(spec) {
      const target = outputPath(outDir, spec.file)
      const cached = join(cacheDir, `${cardKey(spec)}.png`)
      targets.push({ target, cached })
      if (missing.has(cached) || existsSync(cached)) return
      missing.add(cached)
      queue.push([cached, spec])
      if (!pool && cores >= 2 && missing.size >= cores * cardsPerWorker) {
        pool = cardPool({ size: cores })
        // One core is the caller's, rendering pages: one worker draws beside it, the others
        // join in `finish`. A second worker would only share the other core with the first
        // (no faster in three pairs of cold builds, decision 0026).
        draw(cores - 1)
      }
    },
    async finish() {
      const waited = performance.now()
      try {
        if (!pool && missing.size) {
          // A worker per core helps once there are cards enough to repay its start-up. With a
          // worker for every core this thread only stores what they draw: it holds the whole
          // site, so drawing here was slower and its garbage collections longer (cards at 1,000
          // articles: 12.7–13.2 s with this thread and one worker drawing, 11.2–11.9 s with two
          // workers).
          const workers = cores < 2 ? 0 : Math.min(cores, Math.floor(missing.size / cardsPerWorker))
          if (workers > 0) pool = cardPool({ size: workers })
          if (workers < cores) {
            // Loaded only when a card is missing: a build with every card cached skips it.
            const { storeCard } = await import('./store-card-fs.ts')
            // This thread, when it draws, counts as the worker after the pool's.
            for (let i = 0; i < 2; i++) start({ store: storeCard, worker: workers })
          }
        }
        draw(cores)
        queue.close()
        // allSettled, not all: every draw in flight settles before the pool is closed under it.
        const results = await Promise.allSettled(lanes)
        const failure = results.find((r) => r.status === 'rejected')
        if (failure) throw failure.reason
      } finally {
        await pool?.close()
      }
      const ensure = folderMaker()
      for (const { target, cached } of targets) {
        ensure(target)
        linkOrCopySync(cached, target)
      }
      const drawn = missing.size
      return {
        drawn,
        reused: targets.length - drawn,
        ms: Math.round(performance.now() - waited),
      }
    },
    async abort() {
      failed = true
      queue.close()
      await Promise.allSettled(lanes)
      await pool?.close()
    },
  }
}

/**
 * Draws every card into outDir; a card whose spec (and the drawing code version) is unchanged
 * since the last run is copied from cacheDir instead of redrawn.
 */
export async function renderCards(
  specs: CardSpec[],
  outDir: string,
  cacheDir: string,
  options: RenderCardsOptions = {},
): Promise<RenderCardsResult> {
  const drawing = cardDrawing(outDir, cacheDir, options)
  try {
    for (const spec of specs) drawing.add(spec)
    return await drawing.finish()
  } finally {
    await drawing.abort()
  }
}
