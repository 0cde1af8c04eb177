/**
 * What a visitor downloads to search (issue 33), as the palette fetches it: the palette's own
 * code, the locale's search meta file, then for each query the parts of the index and the chunks
 * of text it needs (src/client/search/search-session.ts), each once. Bytes over the wire: gzip at
 * level 6, as nginx sends them. Used by `npm run bench:search` and the budget test
 * (e2e/search/search-budget.e2e.ts).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { SearchSection } from '../../src/shared/artifact.ts'
import type { Locale } from '../../src/shared/i18n/locales.ts'
import { queryTerms, searchIds } from '../../src/shared/search/search-options.ts'
import {
  firstHits,
  hasPinyin,
  loadSearchParts,
  partsFor,
  textsFor,
  type SearchMeta,
  type SearchPart,
} from '../../src/shared/search/search-parts.ts'
import { searchFiles, searchMetaName } from '../../src/node/search/search-files.ts'

/** Budgets on the download before the first results, by articles per locale (issue 33). */
export const searchBudgets = new Map([
  [250, 150 * 1024],
  [1000, 300 * 1024],
  [4000, 500 * 1024],
])

export const wireBytes = (text: string | Buffer) => gzipSync(text, { level: 6 }).length

interface Chunk {
  file: string
  imports?: string[]
}

/**
 * The code the palette loads when it first opens, beyond what every page loaded already: the
 * palette's chunk and the query builder's (`loadContent`), with their imports, less the entry's,
 * and the content manifest the query builder reads first. From a built site's Vite manifest.
 */
export async function paletteCodeBytes(dist: string): Promise<number> {
  const manifest = JSON.parse(
    await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, Chunk>
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) closure(next, seen)
    return seen
  }
  const entry = Object.keys(manifest).find(
    (key) => (manifest[key] as { isEntry?: boolean }).isEntry,
  )
  const loaded = closure(entry!)
  const palette = new Set([
    ...closure('src/client/search/search-palette.tsx'),
    ...closure('src/client/data/content-query.ts'),
  ])
  let bytes = wireBytes(await readFile(join(dist, '_content', 'manifest.json')))
  for (const key of palette)
    if (!loaded.has(key)) bytes += wireBytes(await readFile(join(dist, manifest[key]!.file)))
  return bytes
}

/** A locale's search files as the build writes them, and what a visitor's queries fetch of them. */
export class SearchDownloads {
  readonly meta: SearchMeta
  readonly metaBytes: number
  private readonly files: Map<string, string>
  private readonly sections: readonly SearchSection[]

  constructor(locale: Locale, sections: readonly SearchSection[]) {
    const name = searchMetaName(locale, JSON.stringify(sections))
    this.files = searchFiles({ locale, chinese: locale === 'zh', sections, name })
    this.meta = JSON.parse(this.files.get(name)!) as SearchMeta
    this.metaBytes = wireBytes(this.files.get(name)!)
    this.sections = sections
  }

  /** A file's text, by its name; `meta` is the meta file. */
  readonly text = (file: string): string =>
    file === 'meta' ? JSON.stringify(this.meta) : this.files.get(file)!

  /** How many parts and text chunks there are, and their median size over the wire. */
  sizes() {
    const median = (files: { file: string }[]) => {
      const sizes = files.map(({ file }) => wireBytes(this.files.get(file)!)).sort((a, b) => a - b)
      return sizes[sizes.length >> 1] ?? 0
    }
    return {
      parts: this.meta.parts.length,
      partMedian: median(this.meta.parts),
      texts: this.meta.texts.length,
      textMedian: median(this.meta.texts),
    }
  }

  /** A visitor who opened the palette: the files fetched so far, and what each query adds. */
  visitor() {
    const fetched = new Set<string>()
    const fetch = (file: string) => {
      if (fetched.has(file)) return 0
      fetched.add(file)
      return wireBytes(this.files.get(file)!)
    }
    return {
      /**
       * Searches `query`: the bytes fetched before its first results show (the index parts, the
       * text of the first `firstHits`), then for the text of the others, and its hits' ids.
       */
      query: async (query: string) => {
        let first = 0
        const pinyin = hasPinyin(this.meta.documents)
        const parts = partsFor(this.meta, queryTerms(query, pinyin))
        const loaded: SearchPart[] = []
        for (const i of parts) {
          first += fetch(this.meta.parts[i]!.file)
          loaded.push(JSON.parse(this.files.get(this.meta.parts[i]!.file)!) as SearchPart)
        }
        const index = await loadSearchParts(this.meta.documents, loaded)
        const hits = searchIds(index, query, pinyin)
        const texts = (ids: number[]) =>
          [...textsFor(this.meta, ids)].reduce((sum, c) => sum + fetch(this.meta.texts[c]!.file), 0)
        first += texts(hits.slice(0, firstHits).map((h) => h.id))
        const rest = texts(hits.map((h) => h.id))
        return { first, rest, ids: hits.map((h) => this.sections[h.id]!.id) }
      },
    }
  }
}
