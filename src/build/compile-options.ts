/**
 * What a content compile (compile.ts) is given and gives back: its options, its result, and the
 * caches it reads and fills. Apart from the compiler so the modules that make those caches and
 * options (compile-sketches.ts, compile-cache-fs.ts, compile-project-fs.ts) need not import it.
 */
import type { ImageMeta } from '../content/image-meta.ts'
import type { Artifact, EmitOptions } from './emit.ts'
import type { compileFile, FileResult } from './compile-file.ts'
import type { Problem } from './problems.ts'

export type CompileResult =
  | {
      ok: true
      artifact: Artifact
      /** Files sketched rather than compiled (`sketch`); none when absent. */
      sketched?: number
    }
  | { ok: false; problems: Problem[]; sketched?: number }

/** Keeps compiled files between runs of the dev server, keyed by path and text. */
export type CompileCache = Map<string, { text: string; result: Promise<FileResult> }>

/** Compiled files kept between processes (src/build/compile-cache-fs.ts). */
export interface PersistentCache {
  get(path: string, key: string): Promise<FileResult | undefined>
  set(path: string, key: string, result: FileResult): Promise<void>
}

export interface CompileOptions {
  /** Where compiled files outlive the process, so the next build reuses them. */
  persistent?: PersistentCache
  /** Keep drafts and articles dated in the future (`npm run dev`); the build leaves them out. */
  drafts?: boolean
  /** Today, YYYY-MM-DD: articles dated after it are scheduled, not published. */
  today?: string
  /** Sizes and variants of the images the content names (the build makes variants; dev only reads sizes). */
  images?: (srcs: Set<string>) => Promise<Map<string, ImageMeta>>
  /** Make bodies and search files only when read (the dev server; see emit.ts). */
  lazy?: boolean
  /**
   * Compiles files elsewhere (worker threads, compile-pool-fs.ts). Once a compile has more than
   * `offloadAfter` files to compile, every further file goes there, `capacity` at a time, and
   * this thread only waits for them. It holds the whole site by then, so its compiles were the
   * slower ones and its garbage collections the longer: a cold build of 2,000 files compiled
   * here and on one worker in 20.9–21.1 s, on two workers with this thread waiting in 18.6–18.7 s.
   */
  offload?: {
    compile: (...args: Parameters<typeof compileFile>) => Promise<FileResult>
    /** Files it takes at once: `offloadQueue` per worker. */
    capacity: number
    /**
     * Called once, as soon as more than `offloadAfter` files are known to miss every cache: the
     * workers then start (1–2 s each) while this thread compiles its first files, instead of
     * after them.
     */
    start?: () => void
  }
  /**
   * Makes the build's search indexes off this thread (search-index-fs.ts); they then arrive in the
   * artifact's `later`. Without it they are made here, into `files`. Ignored with `lazy`.
   */
  searchIndex?: EmitOptions['searchIndex']
  /**
   * Sketch every file no cache holds instead of compiling it (sketch-file.ts; with `lazy` only):
   * its body is compiled when first read, into the cache the next compile finds it in. References
   * are not checked while any file is a sketch: its links and anchors are not known yet.
   */
  sketch?: boolean
}

/** Files compiled on this thread before `offload` is used: a worker costs 1–2 s to start. */
export const offloadAfter = 64

/** Files waiting for each worker of `offload` at most: one being compiled, one ready after it. */
export const offloadQueue = 2
