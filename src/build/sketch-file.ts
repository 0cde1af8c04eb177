/**
 * A content file's item without its markdown compile: the fields checked exactly as compileFile
 * checks them, the table of contents and the reading time read from the text. `npm run dev`'s
 * first start on a machine with no compile cache serves sketches at once and compiles each body
 * when the page asks for it, while the full compile runs behind (decision 0020): two thousand
 * compiles took ≈14 s before the first page could show; two thousand sketches take well under one.
 *
 * What a sketch leaves out until the full compile replaces it: search sections, the body's
 * images, links and anchors (so references are not checked), and the exact reading time and
 * heading ids of unusual headings (inline HTML, footnote references).
 */
import GithubSlugger from 'github-slugger'
import { collectionKind, type TocEntry } from '../content/schema.ts'
import { checkIcons } from './check-icons-fs.ts'
import {
  unclosedFrontMatter,
  validItem,
  type FileResult,
  type ItemInfo,
  type Reference,
} from './compile-file.ts'
import { footnoteLabelId } from './markdown/rehype-heading-ids.ts'
import { readingMinutes } from './markdown/reading-time.ts'
import type { Problem } from './problems.ts'
import { parseYamlLocated } from './yaml-located.ts'

/** Results that are sketches, not compiles: they must never be cached as compiled. */
const sketches = new WeakSet<FileResult>()
export const isSketch = (result: FileResult): boolean => sketches.has(result)

/** Front matter as remark-frontmatter finds it: `---` on line 1 up to the next `---` line. */
const frontMatter = /^---[ \t]*\n(?:([\s\S]*?)\n)?---[ \t]*(?:\n|$)/

/** A heading's text as the reader sees it: inline markup dropped, links reduced to their words. */
function plain(markdown: string): string {
  return (
    markdown
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/(\*\*|~~|\*|`)/g, '')
      // An underscore inside a word (snake_case) is a letter, not emphasis.
      .replace(/(?<![\p{L}\p{N}])_{1,2}|_{1,2}(?![\p{L}\p{N}])/gu, '')
      .trim()
  )
}

/**
 * Headings of a markdown body (ATX, outside fenced code), with the ids rehype-heading-ids gives
 * them: the same slugger, the footnotes heading's id reserved first.
 */
export function sketchHeadings(body: string): TocEntry[] {
  const slugger = new GithubSlugger()
  slugger.slug(footnoteLabelId)
  const headings: TocEntry[] = []
  let fence: string | undefined
  for (const line of body.split('\n')) {
    const opens = /^ {0,3}(`{3,}|~{3,})/.exec(line)
    if (fence) {
      if (opens && opens[1]![0] === fence[0] && opens[1]!.length >= fence.length) fence = undefined
      continue
    }
    if (opens) {
      fence = opens[1]
      continue
    }
    const heading = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line)
    if (!heading) continue
    const text = plain(heading[2]!)
    headings.push({ id: slugger.slug(text), text, depth: heading[1]!.length })
  }
  return headings
}

/** The sketch of one file: the same problems with its fields as compileFile finds, or its item. */
export function sketchFile(
  text: string,
  file: string,
  info: ItemInfo,
  updated?: string,
): FileResult {
  const problems: Problem[] = checkIcons(text, file)
  const references: Reference[] = []
  const anchors = new Set<string>()
  const done = (result: FileResult) => (sketches.add(result), result)
  let body = ''
  let yaml
  if (info.extension !== 'md') yaml = parseYamlLocated(text, file)
  else {
    const found = frontMatter.exec(text)
    if (!found && /^---[ \t]*\n/.test(text)) {
      problems.push({ file, line: 1, column: 1, message: unclosedFrontMatter })
      return done({ problems, references, anchors })
    }
    yaml = parseYamlLocated(found?.[1] ?? '', file, found ? 1 : 0)
    body = found ? text.slice(found[0].length) : text
  }
  const valid = validItem(yaml, file, info, problems, references)
  if (!valid) return done({ problems, references, anchors })
  const { item, fieldImages } = valid
  const isPage = collectionKind[info.base] === 'page'
  const toc = sketchHeadings(body).filter((h) => h.depth === 2 || h.depth === 3)
  if (isPage) {
    item.path = info.path
    item.toc = toc
    if (updated) item.updated = updated
    if (info.base === 'blogs' && item.minRead === undefined) item.minRead = readingMinutes(body)
  }
  return done({
    compiled: {
      base: info.base,
      locale: info.locale,
      file,
      item,
      // A stand-in: the page's body is compiled when asked for (compile.ts).
      body: isPage ? { body: { type: 'root', children: [] }, toc } : undefined,
      sections: [],
      fieldImages,
      bodyImages: isPage ? [] : undefined,
    },
    references,
    anchors,
    problems,
  })
}
