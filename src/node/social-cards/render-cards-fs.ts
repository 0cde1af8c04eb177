/**
 * Renders all social cards of a build. Each PNG is kept in the store under the key of what it
 * shows (card-key-fs.ts), and unchanged cards are linked from there instead of drawn again.
 */
import { writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import pLimit from 'p-limit'
import { folderMaker, linkOrCopySync } from '../link-or-copy-fs.ts'
import type { Store } from '../store/store-fs.ts'
import { cardKey } from './card-key-fs.ts'
import type { CardSpec } from './card-spec.ts'
import { drawCard } from './draw-card-fs.ts'

/** What a drawing did. */
export interface RenderCardsResult {
  /** Cards drawn from scratch (and kept in the store). */
  drawn: number
  /** Cards linked from the store, or from a card drawn for another path. */
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

/** Cards drawn or linked so far, and the means to finish. */
export interface CardDrawing {
  /**
   * Adds a card. One the store keeps (its spec and the drawing code unchanged since it was drawn)
   * is linked into place at once; a missing one starts drawing while the caller goes on.
   */
  add(spec: CardSpec): void
  /** Waits for every drawing, then puts the cards that share one in place. */
  finish(): Promise<RenderCardsResult>
  /** Stops drawing (the build failed) and waits for the cards in hand; harmless after `finish`. */
  abort(): Promise<void>
}

/**
 * Starts a drawing of cards into outDir, kept in `store`. The prerender adds each page's card as
 * the page is rendered, so cards are drawn beside the pages rather than after them.
 */
export function cardDrawing(
  outDir: string,
  store: Store,
  { concurrency = defaultConcurrency }: RenderCardsOptions = {},
): CardDrawing {
  const limit = pLimit(concurrency)
  const ensure = folderMaker()
  let added = 0
  // Two specs that show the same thing (say, under two paths) share one drawing: the first path
  // gets the card, the others are linked once it is drawn.
  const drawings = new Map<string, { target: string; done: Promise<void> }>()
  const sharing: { key: string; target: string }[] = []
  let stopped = false
  let failure: { error: unknown } | undefined

  const settled = async () => {
    await Promise.allSettled([...drawings.values()].map((drawing) => drawing.done))
    if (failure) throw failure.error
  }

  return {
    add(spec) {
      const target = outputPath(outDir, spec.file)
      const key = cardKey(spec)
      added++
      ensure(target)
      if (drawings.has(key)) {
        sharing.push({ key, target })
        return
      }
      // Linked now, not at the end: a build beside this one may prune the store meanwhile.
      if (store.linkOut('cards', key, target)) return
      const done = limit(async () => {
        // After a failure the cards still queued are skipped: the build fails anyway.
        if (stopped) return
        try {
          // In place: cards are drawn while the pages render, and each promise-based file call
          // waited for the main thread's next turn between pages, so cards finished at a third
          // of their speed. Written, not linked from the store, which may fail to keep it.
          const png = await drawCard(spec)
          writeFileSync(target, png)
          store.write('cards', key, png)
        } catch (error) {
          stopped = true
          failure ??= { error }
          throw error
        }
      })
      // Awaited in `finish`; until then a failure must not count as unhandled.
      done.catch(() => undefined)
      drawings.set(key, { target, done })
    },
    async finish() {
      const waited = performance.now()
      await settled()
      for (const { key, target } of sharing)
        if (!store.linkOut('cards', key, target)) linkOrCopySync(drawings.get(key)!.target, target)
      return {
        drawn: drawings.size,
        reused: added - drawings.size,
        ms: Math.round(performance.now() - waited),
      }
    },
    async abort() {
      stopped = true
      await settled().catch(() => undefined)
    },
  }
}
