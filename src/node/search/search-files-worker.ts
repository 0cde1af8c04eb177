/**
 * The search files' worker thread (search-index-fs.ts): the build's one pool runs it off the main
 * thread, where it loads the search code itself (Node runs the TypeScript in a worker as well).
 */
// The locales of the project in the working directory, as on the build's own thread.
import '../config/register-site-locales-fs.ts'
import { searchFiles } from './search-files.ts'
import { pinyinFieldFrom } from './search-pinyin-terms.ts'
import type { Locale } from '../../shared/locales.ts'
import type { SearchSection } from '../../shared/artifact.ts'

interface Task {
  locale: Locale
  sections: SearchSection[]
  metaName: string
  /** The pinyin fields of the build before (search-pinyin-terms.ts). */
  pinyin?: Map<string, string>
}

/** The locale's search files, and the pinyin fields they were made with. */
export default ({ locale, sections, metaName, pinyin = new Map() }: Task) => {
  const used = new Map<string, string>()
  const files = searchFiles(locale, sections, metaName, pinyinFieldFrom(pinyin, used))
  return { files, pinyin: used }
}
