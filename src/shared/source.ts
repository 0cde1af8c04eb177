/**
 * One interface over the compiled artifact, whatever reads it: `fetch` in the browser, the file
 * system in the prerender and tests, memory in the dev server. Every file is read at most once;
 * names are content-hashed, so a file once read never changes.
 */
import {
  schemaVersion,
  type BodyChunk,
  type CollectionPatch,
  type ContentManifest,
  type NavItem,
  type SearchSection,
  type ShareChunk,
} from './artifact.ts'
import type { Locale } from './i18n/locales.ts'
import type { SearchMeta, SearchPart } from './search/search-parts.ts'
import type { SiteConfig } from './site-schema.ts'

/** Reads one artifact file by its name inside `_content/`. */
export type ReadJson = (file: string) => Promise<unknown>

type Row = Record<string, unknown>

export interface ContentSource {
  manifest(): Promise<ContentManifest>
  /** Metadata of every item of a collection (`blogs_en`), bodies left out. */
  index(collection: string): Promise<Row[]>
  /** The item with `body` (and `toc`) filled from its body chunk; data items come back as they are. */
  withBody<T extends Row>(item: T): Promise<T>
  navigation(locale: Locale): Promise<NavItem[]>
  /** A locale's search meta file (src/shared/search/search-parts.ts). */
  search(locale: Locale): Promise<SearchMeta>
  /** A part of a search index, by the file name its meta file gives. */
  searchPart(file: string): Promise<SearchPart>
  /** A chunk of search sections, by the file name its meta file gives. */
  searchText(file: string): Promise<SearchSection[]>
  site(): Promise<SiteConfig>
  /** An article's address and QR code, by the file name of its `shareChunk`. */
  share(file: string): Promise<ShareChunk>
  /**
   * Forgets the manifest so the next query sees new content (dev hot reload). `next` is the new
   * one when the dev server sent it along, which saves the page a round trip after every save;
   * `patches` make the new chunk of a collection already read from the old one, without a download.
   */
  refresh(next?: ContentManifest, patches?: CollectionPatch[]): void
}

export function createSource(readJson: ReadJson): ContentSource {
  const files = new Map<string, Promise<unknown>>()
  let manifest: Promise<ContentManifest> | undefined

  function read<T>(file: string): Promise<T> {
    let pending = files.get(file)
    if (!pending) {
      pending = readJson(file)
      // A failed read is not cached, so a later query can try again.
      pending.catch(() => files.delete(file))
      files.set(file, pending)
    }
    return pending as Promise<T>
  }

  /** The manifest, read once; `given` (when none is held) is taken instead of reading it. */
  function loadManifest(given?: ContentManifest): Promise<ContentManifest> {
    manifest ??= (
      given ? Promise.resolve(given) : (readJson('manifest.json') as Promise<ContentManifest>)
    ).then((m) => {
      if (m.schemaVersion !== schemaVersion) {
        throw new Error(
          `Content was compiled with schema ${m.schemaVersion}; this site reads ${schemaVersion}.`,
        )
      }
      return m
    })
    manifest.catch(() => (manifest = undefined))
    return manifest
  }

  async function lookup(table: Record<string, string>, key: string, what: string): Promise<string> {
    const file = table[key]
    if (!file) throw new Error(`No ${what} named "${key}" in the compiled content.`)
    return file
  }

  return {
    manifest: () => loadManifest(),
    async index(collection) {
      const m = await loadManifest()
      return read<Row[]>(await lookup(m.collections, collection, 'collection'))
    },
    async withBody(item) {
      if (typeof item.bodyChunk !== 'string') return item
      const chunk = await read<BodyChunk>(item.bodyChunk)
      return { ...item, body: chunk.body }
    },
    async navigation(locale) {
      const m = await loadManifest()
      return read<NavItem[]>(await lookup(m.navigation, locale, 'navigation tree'))
    },
    async search(locale) {
      const m = await loadManifest()
      return read<SearchMeta>(await lookup(m.search, locale, 'search index'))
    },
    searchPart: (file) => read<SearchPart>(file),
    searchText: (file) => read<SearchSection[]>(file),
    async site() {
      const m = await loadManifest()
      return read<SiteConfig>(m.site)
    },
    share: (file) => read<ShareChunk>(file),
    refresh(next, patches = []) {
      manifest = undefined
      if (next) void loadManifest(next)
      for (const { from, to, rows } of patches) {
        const held = files.get(from) as Promise<Row[]> | undefined
        if (!held || files.has(to)) continue
        const patched = held.then((old) => {
          const copy = old.slice()
          for (const [index, json] of rows) copy[index] = JSON.parse(json) as Row
          return copy
        })
        // Should the old chunk have failed, the new one is read as any other file.
        patched.catch(() => files.delete(to))
        files.set(to, patched)
      }
    },
  }
}
