/** A built site's search files, read back as the palette reads them (decision 0036). */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ContentManifest, SearchSection } from '../../src/shared/artifact.ts'
import type { SearchMeta } from '../../src/shared/search/search-parts.ts'

const readJson = async (dir: string, file: string) =>
  JSON.parse(await readFile(join(dir, '_content', file), 'utf8')) as unknown

/** A locale's search meta file in the built site `dir`. */
export async function searchMeta(dir: string, locale: string): Promise<SearchMeta> {
  const manifest = (await readJson(dir, 'manifest.json')) as ContentManifest
  return (await readJson(dir, manifest.search[locale]!)) as SearchMeta
}

/** Every search section of a locale, from its text chunks in order. */
export async function searchSections(dir: string, locale: string): Promise<SearchSection[]> {
  const meta = await searchMeta(dir, locale)
  const chunks = await Promise.all(meta.texts.map(({ file }) => readJson(dir, file)))
  return (chunks as SearchSection[][]).flat()
}
