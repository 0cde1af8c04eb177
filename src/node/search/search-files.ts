/**
 * A locale's search files (src/shared/search/search-parts.ts, decision 0036): the meta file the manifest
 * names, the index cut into parts by term, and the sections' text cut into chunks, each part and
 * chunk named by a hash of its text, so an edit renames only the ones whose text it changed.
 */
import { createHash } from 'node:crypto'
import type { Locale } from '../../shared/i18n/locales.ts'
import type { SearchSet } from '../emit/artifact.ts'
import { buildSearchIndex, searchIndexFormat } from '../../shared/search/search-options.ts'
import type { SearchMeta } from '../../shared/search/search-parts.ts'
import { pinyinField } from './search-pinyin-terms.ts'

/**
 * About how much JSON a part of the index holds: 8–15 KB over the wire, so a query of a few terms
 * downloads tens of kilobytes whatever the size of the blog.
 */
export const partBytes = 48 * 1024

/** About how much JSON a chunk of section text holds (2–5 KB over the wire). */
export const textBytes = 16 * 1024

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10)

/**
 * The meta file's name: by its sections' text and the index format, so the same sections give the
 * same name (and a cached set of files, search-index-fs.ts) before anything is made.
 */
export const searchMetaName = (locale: Locale, sectionsJson: string) =>
  `search.${locale}.${hash(`${searchIndexFormat}\n${sectionsJson}`)}.json`

/** Where runs of about `bytes` of these JSON texts start (each run at least one text long). */
function runStarts(texts: readonly string[], bytes: number): number[] {
  const starts: number[] = []
  let size = Infinity
  texts.forEach((text, i) => {
    if (size >= bytes) {
      starts.push(i)
      size = 0
    }
    size += text.length
  })
  return starts
}

/** Every search file of a locale, by name; the set's `name` is `searchMetaName` of its sections. */
export function searchFiles(set: SearchSet, pinyin = pinyinField): Map<string, string> {
  const { locale, chinese, sections, name: metaName } = set
  // A Chinese locale's index has pinyin fields (made by `pinyin`); another's does not, and its
  // queries stay as they were.
  const { index, ...documents } = buildSearchIndex(sections, chinese ? pinyin : undefined).toJSON()
  const files = new Map<string, string>()
  /** Each run of `texts` as a file; the number of its first text and the file's name. */
  const runs = (kind: string, texts: string[], bytes: number) =>
    runStarts(texts, bytes).map((start, i, starts) => {
      const text = `[${texts.slice(start, starts[i + 1]).join(',')}]`
      const name = `search-${kind}.${locale}.${hash(text)}.json`
      files.set(name, text)
      return { start, file: name }
    })
  // Sorted as the browser compares strings (by UTF-16 code units), so a part's range is exact.
  const terms = [...index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const parts = runs(
    'part',
    terms.map((entry) => JSON.stringify(entry)),
    partBytes,
  ).map(({ start, file }) => ({ from: terms[start]![0], file }))
  const texts = runs(
    'text',
    sections.map((s) => JSON.stringify(s)),
    textBytes,
  ).map(({ start, file }) => ({ from: start, file }))
  files.set(metaName, JSON.stringify({ documents, parts, texts } satisfies SearchMeta))
  return files
}
