/**
 * Emits the artifact from the compiled items: one content-hashed JSON file per chunk and the
 * manifest that names them. The build and the dev server emit alike, with the same names; dev
 * serves the files from memory.
 *
 * A save in dev hands most items back unchanged (the compile keeps them), so each item's body and
 * share chunk are made once per item object, not per save. Each collection's rows are kept beside
 * its chunk (`rows`): the dev server tells a page which rows a save changed (decision 0045).
 *
 * Each locale's search meta file is named by its sections, so the manifest is final before the
 * index exists; with `searchApart` the artifact says which sets to make (`searchSets`), and the
 * build's search step (or the dev server, when a page asks) reads them from the store or makes
 * them (search-index-fs.ts). The meta file names the index's parts and text chunks (search-files.ts).
 */
import { createHash } from 'node:crypto'
import { schemaVersion, type ContentManifest } from '../../shared/artifact.ts'
import type { Locale, SiteLocales } from '../../shared/i18n/locales.ts'
import type { SiteConfig } from '../../shared/site-schema.ts'
import type { CompiledItem } from '../compile/file/compile-file.ts'
import { bodyJson } from './lazy-body.ts'
import { searchFiles, searchMetaName } from '../search/search-files.ts'
import { navigationTree, type FolderConfig, type NavSource } from './navigation-tree.ts'
import { relatedArticles, relatedDocOf } from './related-articles.ts'
import { madeOnce } from '../compile/last-made.ts'
import type { Artifact, EmitOptions } from './artifact.ts'
import { articlesBySeries, seriesPath, type SeriesMember } from '../../shared/lists/series.ts'
import type { SeriesInfo } from '../../shared/schema.ts'

export const hash = (text: string, length = 10) =>
  createHash('sha256').update(text).digest('hex').slice(0, length)

/** Each item's body and share chunk, made once per item object (a dev save keeps most items). */
const chunks = new WeakMap<CompiledItem, { body?: [string, string]; share?: [string, string] }>()

/** A chunk's name and text: `prefix.<hash of the text>.json`. */
const named = (prefix: string, text: string): [string, string] => [
  `${prefix}.${hash(text)}.json`,
  text,
]

function chunksOf(c: CompiledItem) {
  let made = chunks.get(c)
  if (!made) {
    const body = bodyJson(c)
    made = {
      body: body === undefined ? undefined : named(`body/${hash(c.file, 8)}`, body),
      share: c.share && named(`share/${hash(c.file, 8)}`, JSON.stringify(c.share)),
    }
    chunks.set(c, made)
  }
  return made
}

/** A collection's chunk from its rows, each an item's JSON: the same text as the array's. */
export const joinRows = (rows: string[]) => `[${rows.join(',')}]`

/** The artifact made of `items`, which come in file order (compile.ts). */
export function emit(
  items: CompiledItem[],
  folders: Map<Locale, Map<string, FolderConfig>>,
  site: SiteConfig,
  siteLocales: SiteLocales,
  options: EmitOptions,
): Omit<Artifact, 'images'> {
  const { localeCodes, localePrefix, localizePath, localeDefinition } = siteLocales
  const files = new Map<string, string>()
  const rows = new Map<string, string[]>()
  const searchSets: NonNullable<Artifact['searchSets']> = []
  const putText = (prefix: string, json: string) => {
    const [name] = named(prefix, json)
    files.set(name, json)
    return name
  }
  const put = (prefix: string, value: unknown) => putText(prefix, JSON.stringify(value))
  const byCollection = new Map<string, CompiledItem[]>()
  const bodyStarts = new Map<string, number>()
  for (const c of items) {
    const { body, share } = chunksOf(c)
    if (body) files.set((c.item.bodyChunk = body[0]), body[1])
    if (share) files.set((c.item.shareChunk = share[0]), share[1])
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
    const texts = list.map((c) => JSON.stringify(c.item))
    manifest.collections[name] = putText(name, joinRows(texts))
    rows.set(manifest.collections[name], texts)
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
    const sections = pages.flatMap((c) => c.sections)
    const name = searchMetaName(locale, JSON.stringify(sections))
    manifest.search[locale] = name
    const chinese = /^zh\b/i.test(localeDefinition(locale).language)
    const set = { locale, chinese, sections, name }
    if (options.searchApart) searchSets.push(set)
    else for (const [file, text] of searchFiles(set)) files.set(file, text)
  }
  // The search files by their meta files' names alone: those name the rest, made from the same
  // sections, and may not be made yet (`searchSets`).
  const names = [...files.keys()].filter((name) => !name.startsWith('search'))
  names.push(...Object.values(manifest.search))
  manifest.contentHash = hash(names.sort().join('\n'), 16)
  files.set('manifest.json', JSON.stringify(manifest))
  return {
    manifest,
    files,
    site,
    siteLocales,
    bodyStarts,
    rows,
    ...(options.searchApart && { searchSets }),
  }
}
