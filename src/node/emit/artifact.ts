/**
 * What the content compile gives the rest of the build (emit.ts makes it) and how it is asked to
 * make it: types only, so the modules that take an artifact need not import the emitter.
 */
import type { ContentManifest, SearchSection } from '../../shared/artifact.ts'
import type { ImageMeta } from '../../shared/image-meta.ts'
import type { Locale } from '../../shared/locales.ts'
import type { SiteConfig } from '../../shared/site-schema.ts'
import type { CompiledItem } from '../compile/compile-file.ts'
import type { PersistentCache } from '../compile/persistent-cache.ts'

export interface Artifact {
  manifest: ContentManifest
  /** File name inside `_content/` → its JSON text. */
  files: Map<string, string>
  /**
   * Files the manifest names that are made on first read (dev only: bodies and search). Each
   * function returns the same text every time.
   */
  deferred?: Map<string, () => string>
  /** Dev only: each collection chunk's rows as JSON texts, in order (dev-collections.ts). */
  rows?: Map<string, () => string[]>
  /**
   * Files still being made (a build's search files per locale, made or read from a cache:
   * `EmitOptions.searchIndex`), each promise the files by name. Whoever writes the artifact
   * writes these too, awaiting each: `files` alone is not the whole artifact when this is set.
   */
  later?: Promise<Map<string, string>>[]
  /** What the prerender and tests need without reading files back. */
  site: SiteConfig
  /** Markdown pages: where each body begins in its file, by path (`bodyStart`). */
  bodyStarts: Map<string, number>
  /** Every image the content names, with its variants (written by the image build). */
  images: Map<string, ImageMeta>
  /**
   * Settles when the image build has written every variant into its folder (a build names them
   * at once and encodes them while the app builds and the pages render); absent, they are there.
   * Whoever copies them into a build awaits it, and fails the build if it rejects.
   */
  imagesWritten?: Promise<void>
}

export interface EmitOptions {
  /**
   * Name bodies and search files by `version` instead of their text and make them on first read.
   * `version` must change whenever the item's text, body or sections would (its source, its
   * images).
   */
  lazy?: {
    version: (c: CompiledItem) => string
  }
  /**
   * Makes a build's search files elsewhere (search-index-fs.ts): given the locale, its sections
   * and the meta file's name (`searchMetaName`), resolves to the files by name, which land in
   * `later`. Without it the build makes them here, into `files`. Not used with `lazy`.
   */
  searchIndex?: (
    locale: Locale,
    sections: readonly SearchSection[],
    name: string,
  ) => Promise<Map<string, string>>
  /** What each item was compiled from, and a cache: lists made from them all are kept by it. */
  sources: { version: (c: CompiledItem) => string; store?: PersistentCache }
}
