/**
 * Renders all social cards of a build. Each PNG is kept in a cache folder under a hash of what it
 * shows (card-key-fs.ts), and unchanged cards are linked or copied instead of drawn again.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import pLimit from 'p-limit'
import { folderMaker, linkOrCopySync, writeAsideSync } from '../link-or-copy-fs.ts'
import { cardKey } from './card-key-fs.ts'
import type { CardSpec } from './card-spec.ts'
import { drawCard } from './draw-card-fs.ts'

/** What a drawing did. */
export interface RenderCardsResult {
  /** Cards drawn from scratch (and stored in the cache). */
  drawn: number
  /** Cards copied from the cache. */
  reused: number
  /** Wall time from `finish` to the end (what the build waited after adding the last card), ms. */
  ms: number
}

export interface RenderCardsOptions {
  /** Cards drawn at once; `defaultConcurrency` unless given. */
  concurrency?: number
}

/**
 * A card a core, while one of libuv's threads stays free. Takumi draws off the JavaScript thread,
 * on libuv's pool (four threads unless `UV_THREADPOOL_SIZE` says otherwise), which Node's
 * asynchronous file calls share: with the pool full of cards a 1 KB `readFile` waited ≈19 ms,
 * with one thread free under 4 ms (2026-11-26).
 */
export const defaultConcurrency = Math.max(
  1,
  Math.min(availableParallelism(), (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1),
)

function outputPath(outDir: string, file: string): string {
  if (file.startsWith('/') || file.includes('\\') || file.split('/').includes('..')) {
    throw new Error(`Card file must be a relative forward-slash path inside the output: ${file}`)
  }
  return join(outDir, ...file.split('/'))
}

/** Cards drawn or copied so far, and the means to finish. */
export interface CardDrawing {
  /**
   * Adds a card. A card whose spec (and the drawing code version) is unchanged since the last
   * run is copied from the cache at the end; a missing one starts drawing while the caller goes
   * on.
   */
  add(spec: CardSpec): void
  /** Waits for every drawing, then puts every card in place. */
  finish(): Promise<RenderCardsResult>
  /** Stops drawing (the build failed) and waits for the cards in hand; harmless after `finish`. */
  abort(): Promise<void>
}

/**
 * Starts a drawing of cards into outDir, cached in cacheDir. The prerender adds each page's card
 * as the page is rendered, so cards are drawn beside the pages rather than after them.
 */
export function cardDrawing(
  outDir: string,
  cacheDir: string,
  { concurrency = defaultConcurrency }: RenderCardsOptions = {},
): CardDrawing {
  mkdirSync(cacheDir, { recursive: true })
  const limit = pLimit(concurrency)
  const targets: { target: string; cached: string }[] = []
  // Two specs that show the same thing (say, under two paths) share one drawing.
  const drawings = new Map<string, Promise<void>>()
  let stopped = false
  let failure: { error: unknown } | undefined

  const settled = async () => {
    await Promise.allSettled(drawings.values())
    if (failure) throw failure.error
  }

  return {
    add(spec) {
      const target = outputPath(outDir, spec.file)
      const cached = join(cacheDir, `${cardKey(spec)}.png`)
      targets.push({ target, cached })
      if (drawings.has(cached) || existsSync(cached)) return
      const drawing = limit(async () => {
        // After a failure the cards still queued are skipped: the build fails anyway.
        if (stopped) return
        try {
          // Whole or not at all, and in place: cards are drawn while the pages render, and each
          // promise-based file call waited for the main thread's next turn between pages, so
          // cards finished at a third of their speed.
          writeAsideSync(cached, await drawCard(spec))
        } catch (error) {
          stopped = true
          failure ??= { error }
          throw error
        }
      })
      // Awaited in `finish`; until then a failure must not count as unhandled.
      drawing.catch(() => undefined)
      drawings.set(cached, drawing)
    },
    async finish() {
      const waited = performance.now()
      await settled()
      const ensure = folderMaker()
      for (const { target, cached } of targets) {
        ensure(target)
        linkOrCopySync(cached, target)
      }
      return {
        drawn: drawings.size,
        reused: targets.length - drawings.size,
        ms: Math.round(performance.now() - waited),
      }
    },
    async abort() {
      stopped = true
      await settled().catch(() => undefined)
    },
  }
}
