/**
 * Emits the artifact from the compiled items: one content-hashed JSON file per chunk and the
 * manifest that names them.
 *
 * The build writes every file, named by a hash of its text. The dev server (`lazy`) cannot afford
 * that on every save once a blog has a thousand articles (issue 7, "Dev at size"): stringifying
 * and hashing every body is seconds, and building the two search indexes alone is four. So in dev
 * bodies and search files are only *named* (by a hash of the sources they come from, which changes
 * whenever their text would) and made when the browser first asks for one (`deferred`).
 *
 * A build names its search indexes by their sections too, not by their text, so the manifest is
 * final before an index exists: the index can then be read from a cache or made on a worker while
 * the app builds (`later`, search-index-fs.ts) instead of costing the build four seconds here.
 */
import { createHash } from 'node:crypto'
import { schemaVersion, type ContentManifest, type SearchSection } from '../content/artifact.ts'
import type { ImageMeta } from '../content/image-meta.ts'
import { localeCodes, localePrefix, type Locale } from '../content/locales.ts'
import { searchIndexFormat } from '../content/search-options.ts'
import type { SiteConfig } from '../content/site-schema.ts'
import type { CompiledItem } from './compile-file.ts'
import { bodyJson, hasBody } from './lazy-body.ts'
import { searchIndexTextOf } from './search-index-text.ts'
import { navigationTree, type FolderConfig, type NavSource } from './navigation-tree.ts'

export interface Artifact {
  manifest: ContentManifest
  /** File name inside `_content/` → its JSON text. */
  files: Map<string, string>
  /**
   * Files the manifest names that are made on first read (dev only: bodies and search). Each
   * function returns the same text every time.
   */
  deferred?: Map<string, () => string>
  /**
   * Files the manifest names whose text is still being made (a build's search indexes, made or
   * read from a cache: `EmitOptions.searchIndex`). Whoever writes the artifact writes these too,
   * awaiting each: `files` alone is not the whole artifact when this is set.
   */
  later?: Map<string, Promise<string>>
  /** What the prerender and tests need without reading files back. */
  site: SiteConfig
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
   * Makes a build's search index elsewhere (search-index-fs.ts): given the locale, its sections'
   * JSON text and the index's file name (made from that text), resolves to the index's JSON text,
   * which lands in `later`. Without it the build makes the index here, into `files`. Not used
   * with `lazy`.
   */
  searchIndex?: (locale: Locale, sectionsJson: string, name: string) => Promise<string>
}

export const hash = (text: string, length = 10) =>
  createHash('sha256').update(text).digest('hex').slice(0, length)

/**
 * A build's search index file name: by its sections' text and the index format, so the same
 * sections give the same name (and a cached index) without making the index.
 */
export const searchIndexName = (locale: Locale, sectionsJson: string) =>
  `search-index.${locale}.${hash(`${searchIndexFormat}\n${sectionsJson}`)}.json`

/** Runs `make` once, on the first call. */
const once = (make: () => string) => {
  let made: string | undefined
  return () => (made ??= make())
}

/**
 * The last search index text made per locale, kept across dev compiles: an edit to a Chinese
 * article must not make the English index again the next time the palette opens.
 */
const recentIndexes = new Map<Locale, { name: string; text: string }>()

const bodyPrefix = (c: CompiledItem) => 'body/' + hash(c.file, 8)
const bodyName = (c: CompiledItem, version: string) => `${bodyPrefix(c)}.${hash(version)}.json`
/** The body chunk name of each item, by the version it was made at (dev only). */
const bodyNames = new WeakMap<CompiledItem, { version: string; name: string }>()

/** Each item's JSON in its collection's chunk, by the version it was made at (dev only). */
const itemTexts = new WeakMap<CompiledItem, { version: string; text: string }>()

export function emit(
  items: CompiledItem[],
  folders: Map<Locale, Map<string, FolderConfig>>,
  site: SiteConfig,
  options: EmitOptions = {},
): Omit<Artifact, 'images'> {
  const files = new Map<string, string>()
  const deferred = new Map<string, () => string>()
  const later = new Map<string, Promise<string>>()
  const putText = (prefix: string, json: string) => {
    const name = `${prefix}.${hash(json)}.json`
    files.set(name, json)
    return name
  }
  const put = (prefix: string, value: unknown) => putText(prefix, JSON.stringify(value))
  const defer = (prefix: string, version: string, make: () => string) => {
    const name = `${prefix}.${hash(version)}.json`
    deferred.set(name, once(make))
    return name
  }
  const lazy = options.lazy
  // In dev a collection is named by its items' versions and joined when first read: an item's
  // text follows from its version (its body chunk name and image data, the only things put into
  // it after compiling, do too), and a save then costs neither the join of a thousand items' JSON
  // nor a hash of it (≈15 ms of a save's compile at 1,000 articles). Each item's text is kept
  // while its version holds.
  const deferJoined = (prefix: string, list: CompiledItem[]) => {
    const versions = list.map((c) => lazy!.version(c))
    const join = () => {
      const texts = list.map((c, i) => {
        const version = versions[i]!
        const kept = itemTexts.get(c)
        if (kept?.version === version) return kept.text
        const text = JSON.stringify(c.item)
        itemTexts.set(c, { version, text })
        return text
      })
      return `[${texts.join(',')}]`
    }
    return defer(prefix, versions.join('\n'), join)
  }
  const byCollection = new Map<string, CompiledItem[]>()
  for (const c of items) {
    if (lazy && hasBody(c)) {
      // Two hashes per article add up on every save; the name holds while the version does.
      const version = lazy.version(c)
      let named = bodyNames.get(c)
      if (named?.version !== version)
        bodyNames.set(c, (named = { version, name: bodyName(c, version) }))
      deferred.set(
        named.name,
        once(() => bodyJson(c)!),
      )
      c.item.bodyChunk = named.name
    } else if (!lazy) {
      const json = bodyJson(c)
      if (json !== undefined) c.item.bodyChunk = putText(bodyPrefix(c), json)
    }
    const name = String(c.item.id).split('/')[0]!
    let list = byCollection.get(name)
    if (!list) byCollection.set(name, (list = []))
    list.push(c)
  }
  const manifest: ContentManifest = {
    schemaVersion,
    contentHash: '',
    collections: {},
    navigation: {},
    search: {},
    searchIndex: {},
    site: put('site', site),
  }
  for (const [name, list] of [...byCollection].sort(([a], [b]) => a.localeCompare(b))) {
    list.sort((a, b) => String(a.item.stem).localeCompare(String(b.item.stem)))
    manifest.collections[name] = lazy
      ? deferJoined(name, list)
      : put(
          name,
          list.map((c) => c.item),
        )
  }
  for (const locale of localeCodes) {
    const mine = items.filter((c) => c.locale === locale)
    const blogPage = mine.find((c) => c.base === 'blog')?.item
    const articles = mine
      .filter((c) => c.base === 'blogs')
      .map((c) => c.item as unknown as NavSource)
    const tree = navigationTree(
      {
        title: String(blogPage?.title ?? 'Blog'),
        path: `${localePrefix(locale)}/blog`,
        stem: 'blog',
      },
      articles,
      folders.get(locale)!,
      localePrefix(locale),
    )
    manifest.navigation[locale] = put(`navigation.${locale}`, tree)
    // Search covers markdown pages only (SPEC §7). Items arrive in the order their compiles
    // finished; in file order the same pages give the same sections, and so the same index name.
    const pages = mine
      .filter((c) => c.item.extension === 'md')
      .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    const sectionsOf = () => pages.flatMap((c) => c.sections)
    if (!lazy) {
      const sections = sectionsOf()
      const sectionsJson = JSON.stringify(sections)
      manifest.search[locale] = putText(`search.${locale}`, sectionsJson)
      const name = searchIndexName(locale, sectionsJson)
      manifest.searchIndex[locale] = name
      if (options.searchIndex) {
        const made = options.searchIndex(locale, sectionsJson, name)
        // Awaited only once the app is built: a rejection must not count as unhandled before then.
        made.catch(() => {})
        later.set(name, made)
      } else files.set(name, searchIndexTextOf(sections))
      continue
    }
    const version = pages.map(lazy.version).join('\n')
    manifest.search[locale] = defer(`search.${locale}`, version, () => JSON.stringify(sectionsOf()))
    manifest.searchIndex[locale] = defer(`search-index.${locale}`, version, () =>
      lazyIndex(locale, manifest.searchIndex[locale]!, sectionsOf()),
    )
  }
  const names = [...files.keys(), ...deferred.keys(), ...later.keys()]
  manifest.contentHash = hash(names.sort().join('\n'), 16)
  files.set('manifest.json', JSON.stringify(manifest))
  return {
    manifest,
    files,
    site,
    ...(lazy && { deferred }),
    ...(later.size && { later }),
  }
}

function lazyIndex(locale: Locale, name: string, sections: SearchSection[]): string {
  const recent = recentIndexes.get(locale)
  if (recent?.name === name) return recent.text
  const text = searchIndexTextOf(sections)
  recentIndexes.set(locale, { name, text })
  return text
}
