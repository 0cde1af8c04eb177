/**
 * What a content compile (compile.ts) is given and gives back: its options, its result, and the
 * caches it reads and fills. Apart from the compiler so the modules that make those caches and
 * options (compile-entry-fs.ts, compile-project-fs.ts) need not import it.
 */
import type { ImageMeta } from '../../shared/image-meta.ts'
import type { Artifact } from '../emit/artifact.ts'
import type { PersistentCache } from './persistent-cache.ts'
import type { FileResult } from './file/compile-file.ts'
import type { Problem } from '../check/problems.ts'
import type { BuildPool } from '../build-pool.ts'
import type { TranslationReport } from '../translations/translation-report.ts'

export type CompileResult =
  | {
      ok: true
      artifact: Artifact
      /** Every page's translations and where they stand, when content/ has a git history. */
      translations?: TranslationReport
    }
  | { ok: false; problems: Problem[] }

/**
 * Keeps compiled files between runs of the dev server, by path: each with the bytes and text it
 * was compiled from and the rest of its key (`context`: footnote labels, iframe hosts, address,
 * date).
 */
export type CompileCache = Map<
  string,
  { bytes: Uint8Array; text: string; context: string; result: Promise<FileResult> }
>

export interface CompileOptions {
  /** Where compiled files outlive the process, so the next build reuses them. */
  persistent?: PersistentCache
  /** Keep drafts and articles dated in the future (`npm run dev`); the build leaves them out. */
  drafts?: boolean
  /** Today, YYYY-MM-DD: articles dated after it are scheduled, not published. */
  today?: string
  /** Sizes and variants of the images the content names (the build makes variants; dev only reads sizes). */
  images?: (srcs: Set<string>) => Promise<Map<string, ImageMeta>>
  /**
   * Keep each language's related lists in memory only (the dev server): read from the store at a
   * start, they would leave each language's first save to tokenize every article of it (0048).
   */
  listsInMemory?: boolean
  /** Leave the search files to the build's search step (emit.ts `searchApart`). */
  searchApart?: boolean
  /** The build's worker pool: each file compiles on one of its threads, else on this one. */
  pool?: BuildPool
}
