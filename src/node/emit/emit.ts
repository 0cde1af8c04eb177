/**
 * Emits the artifact from the compiled items: one content-hashed JSON file per chunk and the
 * manifest that names them.
 *
 * The build names every file by a hash of its text. On every dev save (`lazy`) stringifying and
 * hashing a thousand bodies would take seconds: there bodies, collections and search files are
 * named by a hash of their sources and made when the browser first asks (`deferred`).
 *
 * A build names each locale's search meta file by its sections, so the manifest is final before
 * the index exists; with `searchApart` the artifact says which sets to make (`searchSets`), and
 * the build's search step reads them from the store or makes them while the app builds
 * (search-index-fs.ts). The meta file names the index's parts and text chunks (search-files.ts);
 * in dev one of each, the whole index and every section.
 */
import { createHash } from 'node:crypto'
import { schemaVersion, type ContentManifest } from '../../shared/artifact.ts'
import type { SearchMeta } from '../../shared/search-parts.ts'
import { localeCodes, localePrefix, localizePath, type Locale } from '../../shared/locales.ts'
import type { SiteConfig } from '../../shared/site-schema.ts'
import type { CompiledItem } from '../compile/compile-file.ts'
import { bodyJson, hasBody } from './lazy-body.ts'
import { searchFiles, searchMetaName, wholeSearch } from '../search/search-files.ts'
import { navigationTree, type FolderConfig, type NavSource } from './navigation-tree.ts'
import { relatedArticles, relatedDocOf } from './related-articles.ts'
import { madeOnce } from '../compile/last-made.ts'
import { devCollection, joinRows } from '../dev/dev-collections.ts'
import type { Artifact, EmitOptions } from './artifact.ts'
import { articlesBySeries, seriesPath, type SeriesMember } from '../../shared/series.ts'
import type { SeriesInfo } from '../../shared/schema.ts'

export const hash = (text: string, length = 10) =>
  createHash('sha256').update(text).digest('hex').slice(0, length)

/** Runs `make` once, on the first call. */
const once = (make: () => string) => {
  let made: string | undefined
  return () => (made ??= make())
}

/** Each file's body and share chunks in dev, by kind and file, with the version they were made at. */
const devChunks = new Map<string, { version: string; name: string; text: () => string }>()

/**
 * A file's body or share chunk in dev, named by the file's version. A save that leaves its text as
 * it was (a title or a tag edited) keeps the name, so the page keeps the body it holds and React
 * renders none of it again: only then are the two texts made, and only for the saved file.
 */
function devChunk(kind: 'body' | 'share', c: CompiledItem, version: string, make: () => string) {
  const key = `${kind}/${c.file}`
  const chunk = devChunks.get(key)
  if (chunk?.version === version) return chunk
  const text = once(make)
  const kept = chunk && chunk.text() === text() && chunk.name
  const made = { version, name: kept || `${kind}/${hash(c.file, 8)}.${hash(version)}.json`, text }
  devChunks.set(key, made)
  return made
}

/** The artifact made of `items`, which come in file order (compile.ts). */
export function emit(
  items: CompiledItem[],
  folders: Map<Locale, Map<string, FolderConfig>>,
  site: SiteConfig,
  options: EmitOptions,
): Omit<Artifact, 'images'> {
  const files = new Map<string, string>()
  const deferred = new Map<string, () => string>()
  const searchSets: NonNullable<Artifact['searchSets']> = []
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
  // Each collection's rows in dev, by chunk name (dev-collections.ts).
  const rows = new Map<string, () => string[]>()
  const deferCollection = (prefix: string, list: CompiledItem[]) => {
    const collection = devCollection(list, lazy!.version)
    const name = defer(prefix, collection.version, () => joinRows(collection.rows()))
    rows.set(name, collection.rows)
    return name
  }
  const byCollection = new Map<string, CompiledItem[]>()
  const bodyStarts = new Map<string, number>()
  for (const c of items) {
    if (lazy && hasBody(c)) {
      const version = lazy.version(c)
      const body = devChunk('body', c, version, () => bodyJson(c)!)
      deferred.set((c.item.bodyChunk = body.name), body.text)
      if (c.share) {
        const share = devChunk('share', c, version, () => JSON.stringify(c.share))
        deferred.set((c.item.shareChunk = share.name), share.text)
      }
    } else if (!lazy) {
      const json = bodyJson(c)
      if (json !== undefined) c.item.bodyChunk = putText(`body/${hash(c.file, 8)}`, json)
      if (c.share) c.item.shareChunk = put(`share/${hash(c.file, 8)}`, c.share)
    }
    if (c.bodyStart !== undefined) bodyStarts.set(String(c.item.path), c.bodyStart)
    const name = String(c.item.id).split('/')[0]!
    let list = byCollection.get(name)
    if (!list) byCollection.set(name, (list = []))
    list.push(c)
  }
  // Related articles and series, once per compile, among the articles it publishes: an article
  // page then only looks up a few paths, and the browser never groups the blog.
  for (const locale of localeCodes) {
    const articles = items.filter((c) => c.locale === locale && c.base === 'blogs')
    const score = () => Object.fromEntries(relatedArticles(articles.map(relatedDocOf)))
    const key = hash(articles.map(options.sources.version).join('\n'), 64)
    const related = madeOnce(`related-${locale}`, key, score, options.sources.store)
    for (const c of articles) {
      c.item.related = related[String(c.item.path)]
      delete c.item.seriesInfo
    }
    const members = articles.map(
      (c) => c.item as unknown as SeriesMember & { seriesInfo?: SeriesInfo },
    )
    for (const { name, articles: list } of articlesBySeries(members).values()) {
      const info = {
        name,
        path: localizePath(seriesPath(name), locale),
        articles: list.map((a) => a.path),
      }
      for (const a of list) a.seriesInfo = info
    }
  }
  const manifest: ContentManifest = {
    schemaVersion,
    contentHash: '',
    collections: {},
    navigation: {},
    search: {},
    site: put('site', site),
  }
  for (const [name, list] of [...byCollection].sort(([a], [b]) => a.localeCompare(b))) {
    list.sort((a, b) => String(a.item.stem).localeCompare(String(b.item.stem)))
    manifest.collections[name] = lazy
      ? deferCollection(name, list)
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
    // Search covers markdown pages only (SPEC §7).
    const pages = mine.filter((c) => c.item.extension === 'md')
    const sectionsOf = () => pages.flatMap((c) => c.sections)
    if (!lazy) {
      const sections = sectionsOf()
      const name = searchMetaName(locale, JSON.stringify(sections))
      manifest.search[locale] = name
      if (options.searchApart) searchSets.push({ locale, sections, name })
      else for (const [file, text] of searchFiles(locale, sections, name)) files.set(file, text)
      continue
    }
    const version = pages.map(lazy.version).join('\n')
    // An edit to a Chinese article must not make the English index again when the palette opens.
    const whole = () =>
      madeOnce(`search-${locale}`, version, () => wholeSearch(locale, sectionsOf()))
    const part = defer(`search-part.${locale}`, version, () => JSON.stringify(whole().index))
    const text = defer(`search-text.${locale}`, version, () => JSON.stringify(sectionsOf()))
    manifest.search[locale] = defer(`search.${locale}`, version, () =>
      JSON.stringify({
        documents: whole().documents,
        parts: [{ from: '', file: part }],
        texts: [{ from: 0, file: text }],
      } satisfies SearchMeta),
    )
  }
  // The search files by their meta files' names alone: those name the rest, made from the same
  // sections, and a build may not have made them yet (`searchSets`).
  const names = [...files.keys(), ...deferred.keys()].filter((name) => !name.startsWith('search'))
  names.push(...Object.values(manifest.search))
  manifest.contentHash = hash(names.sort().join('\n'), 16)
  files.set('manifest.json', JSON.stringify(manifest))
  return {
    manifest,
    files,
    site,
    bodyStarts,
    ...(lazy && { deferred, rows }),
    ...(options.searchApart && { searchSets }),
  }
}
