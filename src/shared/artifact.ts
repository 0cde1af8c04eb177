/**
 * The compiled content artifact: what the build writes to `dist/_content/` and the dev server
 * serves from memory. Both the query builder's sources and the prerender read only this.
 */
import type { Element } from 'hast'
import type { TocEntry } from './schema.ts'
import type { SiteConfig } from './site-schema.ts'

/** Bumped whenever the shape of the artifact changes, so stale caches are never misread. */
export const schemaVersion = 3

/** URL folder of the artifact, under the site root. */
export const contentDir = '_content'

/** HMR event the dev server sends when content changed (`ContentUpdate`). */
export const contentUpdateEvent = 'content:update'

/**
 * HMR event a dev page sends when it connects and after every code or style update (which clears
 * Vite's error overlay): the dev server answers with the overlay again while content has problems.
 */
export const contentProblemsEvent = 'content:problems'

/**
 * A collection chunk the page may already hold (`from`) made into the one a save produced (`to`)
 * by replacing the rows at the given places with these JSON texts (dev only).
 */
export interface CollectionPatch {
  from: string
  to: string
  rows: [index: number, json: string][]
}

/** What `content:update` brings: the new manifest, and the collections' changed rows. */
export interface ContentUpdate {
  manifest: ContentManifest
  patches: CollectionPatch[]
}

/** `<meta name>` a prerendered page carries its build id in; its presence means payloads exist. */
export const buildIdMeta = 'build-id'

/** The installable web app manifest, at the site root (vite-plugin-pwa writes it: src/node/app/pwa/pwa-options-fs.ts). */
export const webAppManifestFile = 'manifest.webmanifest'

/** Folder of the build identity files, under the site root (SPEC §7). */
export const buildsDir = 'assets/builds'

/** `<buildsDir>/latest.json`: the build that is live now. Polled with a timestamp query. */
export interface LatestBuild {
  id: string
  /** When the build was made, in milliseconds since 1970. */
  timestamp: number
}

/** `<buildsDir>/meta/<id>.json`: what one build holds (SPEC §7, route rules and prerender info). */
export interface BuildMeta extends LatestBuild {
  /** Headers and caching per path pattern, as the host should apply them. */
  routeRules: Record<string, { prerender?: boolean; headers?: Record<string, string> }>
  /** Every path that was rendered to HTML with its `_payload.json`. */
  prerendered: string[]
}

/** `_content/manifest.json`: the one file with a fixed name; every other file is content-hashed. */
export interface ContentManifest {
  schemaVersion: number
  /** Hash of every input; changes whenever any content changes. */
  contentHash: string
  /** Index chunk file per collection name (`blogs`, `blogs_en`…): item metadata, no bodies. */
  collections: Record<string, string>
  /** Navigation tree file per locale. */
  navigation: Record<string, string>
  /**
   * Search meta file per locale (`SearchMeta`, src/shared/search/search-parts.ts): what every query
   * needs, and the names of the index's parts and the sections' text chunks.
   */
  search: Record<string, string>
  /** Site configuration file. */
  site: string
}

/** Navigation tree node (SPEC §3). */
export interface NavItem {
  title: string
  path: string
  stem: string
  /** False for folders without a page of their own. */
  page: boolean
  children?: NavItem[]
  /** A placeholder for this many items left out of an article's window (navigation-window.ts). */
  more?: number
}

/** One search record per heading section (SPEC §3). */
export interface SearchSection {
  /** The page path, or `path#heading-id`. */
  id: string
  title: string
  /** Titles of the headings above this one. */
  titles: string[]
  content: string
  level: number
}

export interface BodyChunk {
  body: { type: 'root'; children: unknown[] }
  toc: TocEntry[]
}

/**
 * An article's share chunk (`shareChunk`): its address and the QR code of it, drawn at build time
 * (src/node/compile/file/share-qr.ts) as an `<svg>` element in hast, so the browser needs no QR library.
 */
export interface ShareChunk {
  /** The article's canonical address, `https://linzhou.dev/en/blog/x`. */
  url: string
  qr: Element
}

export type { SiteConfig }
