/**
 * The search files' worker thread (search-index-fs.ts): the build's one pool runs it off the main
 * thread, where it loads the search code itself (Node runs the TypeScript in a worker as well).
 */
import { searchFiles } from './search-files.ts'
import { pinyinFieldFrom } from './search-pinyin-terms.ts'
import type { SearchSet } from '../emit/artifact.ts'

interface Task {
  set: SearchSet
  /** The pinyin fields of the build before (search-pinyin-terms.ts). */
  pinyin?: Map<string, string>
}

/** The locale's search files, and the pinyin fields they were made with. */
export default ({ set, pinyin = new Map() }: Task) => {
  const used = new Map<string, string>()
  const files = searchFiles(set, pinyinFieldFrom(pinyin, used))
  return { files, pinyin: used }
}
