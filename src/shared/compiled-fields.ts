/**
 * What the compiler adds to the items authors write (schema.ts): the fields of every item, of
 * every page and of every article, each filled in by the build.
 */
import type { ImageMeta } from './image-meta.ts'

/** Fields the compiler adds to every item. */
export interface DataFields {
  /** `<collection>/<file path>`, unique across the site. */
  id: string
  /** File path inside the locale folder without extension: `blog/notes/2025/x`. Shared by translations. */
  stem: string
  /** `md` or `yml`. */
  extension: 'md' | 'yml'
  /** Front-matter keys the schema does not know, kept for themes and plugins. */
  meta: Record<string, unknown>
  /** Added by the build: sizes and variants of the images the fields name (`image`…). */
  imageMeta?: Record<string, ImageMeta>
}

/** Fields the compiler adds to every page. */
export interface PageFields extends DataFields {
  /** The URL path, locale prefix included: `/blog/x` or `/en/blog/x`. */
  path: string
  /** Chunk holding the compiled body; loaded on demand by the query builder. */
  bodyChunk?: string
  /**
   * Added by the build: sizes and variants of the images the body shows, by `src`. The body
   * renderer reads it (`RenderBody`'s `images`); the body chunk itself is left as compiled.
   */
  bodyImageMeta?: Record<string, ImageMeta>
  /** Headings for the table of contents. */
  toc: TocEntry[]
  /**
   * Last change, YYYY-MM-DD: an article's own `updated` when written, else the source file's
   * newest commit (else its time on disk).
   */
  updated?: string
  /** Added by the build when the body has a formula: the page then loads KaTeX's stylesheet. */
  math?: true
  /**
   * Added by the build to a translation whose original changed after it was last brought up to
   * date (src/node/translations/): what the notice at its top says and links to.
   */
  translationBehind?: TranslationBehind
  /**
   * Added by the build on Chinese pages whose title has more than one phrase (BudouX): the
   * title cut into them, which its `<h1>` shows with a `<wbr>` between (phrased-title.tsx).
   */
  titlePhrases?: string[]
}

/** What the build adds to each talk of a Chinese space page (src/node/compile/file/compile-file.ts). */
export interface EventAdded {
  /** The talk's title cut into phrases, as a page's `titlePhrases`. */
  titlePhrases?: string[]
}

/** A translation's lag behind its original, as its readers are told of it. */
export interface TranslationBehind {
  /** Where the note links: the original, at its first changed section where there is one. */
  href: string
  /** The original's `<html lang>`. */
  hrefLang: string
  /** The original's language, named in the translation's: `Chinese`, `英语`. */
  language: string
  /** The newest change of the original the translation lacks, YYYY-MM-DD. */
  updated: string
}

export interface TocEntry {
  id: string
  text: string
  depth: number
}

/** The compiled markdown body: a hast root without positions. */
export interface Body {
  type: 'root'
  children: unknown[]
}

/** Fields the compiler adds to every article, beside those of every page. */
export interface ArticleAdded {
  /** Minutes to read: the author's, or counted from the body. */
  minRead: number
  /**
   * Paths of up to three articles of the same language most like this one (shared tags, similar
   * words), best first; chosen once per build (src/node/emit/related-articles.ts).
   */
  related?: string[]
  /** Added to an article in a series: the series as its articles show it (src/node/emit/emit.ts). */
  seriesInfo?: SeriesInfo
  /**
   * Chunk holding the article's address and its QR code (`ShareChunk`, src/node/compile/file/share-qr.ts),
   * read by the article page for its share dialog only.
   */
  shareChunk?: string
}

/** A series as each of its articles links to it. */
export interface SeriesInfo {
  /** As the series' first article writes it. */
  name: string
  /** The series page, locale prefix included. */
  path: string
  /** Its articles' paths, in reading order. */
  articles: string[]
}
