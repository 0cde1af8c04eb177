/**
 * The search files' worker thread (search-index-fs.ts). Plain JavaScript: Node 20 does not apply
 * tsx's loader, which `node --import tsx` registers, to a worker thread, so this entry loads the
 * TypeScript through tsx's own API.
 */
import { tsImport } from 'tsx/esm/api'

// The locales of the project in the working directory, as on the build's own thread.
await tsImport('./register-site-locales-fs.ts', import.meta.url)
const { searchFiles } = await tsImport('./search-files.ts', import.meta.url)
const { pinyinFieldFrom } = await tsImport('./search-pinyin-terms.ts', import.meta.url)

/**
 * The locale's search files, and the pinyin fields they were made with (search-pinyin-terms.ts),
 * `pinyin` being those of the build before.
 * @param {{ locale: string, sections: unknown[], metaName: string, pinyin?: Map<string, string> }} task
 */
export default ({ locale, sections, metaName, pinyin = new Map() }) => {
  const used = new Map()
  const files = searchFiles(locale, sections, metaName, pinyinFieldFrom(pinyin, used))
  return { files, pinyin: used }
}
