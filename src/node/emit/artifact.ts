/**
 * What the content compile gives the rest of the build (emit.ts makes it) and how it is asked to
 * make it: types only, so the modules that take an artifact need not import the emitter.
 */
import type { ContentManifest, SearchSection } from '../../shared/artifact.ts'
import type { ImageMeta } from '../../shared/image-meta.ts'
import type { Locale, SiteLocales } from '../../shared/i18n/locales.ts'
import type { SiteConfig } from '../../shared/site-schema.ts'
import type { CompiledItem } from '../compile/file/compile-file.ts'
import type { PersistentCache } from '../compile/persistent-cache.ts'

/** A locale's search files to make: its sections, under the meta file's name. */
export interface SearchSet {
  locale: Locale
  /** Whether the locale's language is Chinese: its index gets pinyin fields. */
  chinese: boolean
  sections: readonly SearchSection[]
  name: string
}

export interface Artifact {
  manifest: ContentManifest
  /** File name inside `_content/` → its JSON text. */
  files: Map<string, string>
  /** Each collection chunk's rows, every item's JSON in order: what a dev save changed is told by them. */
  rows: Map<string, string[]>
  /**
   * The search sets to make, one per locale (with `EmitOptions.searchApart`): the manifest names
   * each meta file already, and the build's search step makes or reads them (search-index-fs.ts).
   */
  searchSets?: SearchSet[]
  /** What the prerender and tests need without reading files back. */
  site: SiteConfig
  /** The site's languages, as the compile read them (the site files and pages are written for each). */
  siteLocales: SiteLocales
  /** Markdown pages: where each body begins in its file, by path (`bodyStart`). */
  bodyStarts: Map<string, number>
  /** Every image the content names, with its variants (written by the image build). */
  images: Map<string, ImageMeta>
}

export interface EmitOptions {
  /**
   * Leaves a build's search files to its search step (search-index-fs.ts), naming them in
   * `searchSets`; without it they are made here, into `files`.
   */
  searchApart?: boolean
  /** What each item was compiled from, and a cache: lists made from them all are kept by it. */
  sources: { version: (c: CompiledItem) => string; store?: PersistentCache }
}
