/**
 * A fast way to the same mdast for the markdown most articles are made of: markdown-it's tokens,
 * turned into the tree remark-parse (micromark) would give. micromark with its mdast compiler was
 * two thirds of compiling an article (≈2.2 of 3.2 ms, `npm run bench:compile`); markdown-it
 * parses the same file in ≈0.05 ms. Both follow CommonMark and GFM tables.
 *
 * It only answers for files it is sure about, and says `undefined` for the rest, which the
 * pipeline parses with micromark as before:
 * - files that may hold literal autolinks (remark-gfm-lean.ts) or carriage returns;
 * - files with syntax, outside fenced code, that only the remark side knows or that the two could
 *   read apart: directives (a colon before anything but a space, punctuation or a symbol: also
 *   `10:30`, which micromark reads as one until remark-literal-colon.ts gives the colon back),
 *   runs of three or more `*` or `_` (where the two pair emphasis apart), footnotes, tildes
 *   (strikethrough and `~~~` fences), tabs, link definitions, escaped table pipes;
 * - any token this file does not turn into mdast (raw HTML among them), a loose list (paragraphs
 *   in `<p>`, whose `spread` flags micromark works out its own way), a task item (`[ ]`), a table
 *   row with more or fewer cells than its head, inline code across lines (markdown-it makes the
 *   line ending a space), anything nested deeper than 32, and any `[` in the text that is not a
 *   link or an image: each link and image is placed at its `[` (or `!`) by counting them, so a
 *   bracket of prose would misplace them (an autolink, which has none, is refused that way too).
 *
 * Positions: exact where the build reads them (a code block's start: Shiki's messages; a link's
 * and an image's start: the reference checks; the front matter's lines), by line elsewhere. The
 * pipeline parses a file again with micromark when any plugin reports a problem in it, so every
 * message an author reads has micromark's positions.
 *
 * fast-parse.test.ts holds the trees to remark-parse's, on every sample and generated article.
 */
import MarkdownIt from 'markdown-it'
import type { Token } from 'markdown-it/index.js'
import type { AlignType, Code, Heading, List, Parent, Root, RootContent, Table } from 'mdast'
import { inline, linkStarts } from './fast-parse-inline.ts'
import {
  cellsOn,
  deepest,
  fencesOf,
  hasBlankLine,
  linesPosition,
  point,
  sourceOf,
  Unsupported,
  withoutCode,
  type Source,
} from './fast-parse-source.ts'
import { mayHaveLiteralAutolinks } from './remark-gfm-lean.ts'

// No typographer, no linkify (GFM's literal autolinks are remark-gfm's, and gated out); raw HTML
// on, so a stray tag shows up as a token this file refuses instead of as text.
const md = new MarkdownIt('default', { html: true, linkify: false, typographer: false })
md.disable(['strikethrough'])
// mdast keeps a destination as written (escapes resolved), and never drops one: the allow-list
// decides later what a link may point to (rehype-allow-list.ts).
md.normalizeLink = (url) => url
md.validateLink = () => true

/**
 * Characters whose syntax only the remark side reads, or reads its own way (see above), looked for
 * outside fenced code: code may hold any of them.
 */
const outside = /[~\t\r\0]|\[\^|\\\||:[^\s\p{P}\p{S}]|^ {0,3}\[[^\]]*\]:|\*{3}|_{3}/mu

/** `---` front matter at the very start, its fences alone on their lines. */
const frontMatter = /^---\n((?:[^\n]*\n)*?)---(?:\n|$)/

/** The file's front matter; a file that opens with `---` otherwise goes to micromark. */
function frontMatterOf(text: string): RegExpExecArray | null {
  if (!text.startsWith('---')) return null
  const found = frontMatter.exec(text)
  // Spaces after a fence, or no closing fence: micromark's reading is not rebuilt here.
  if (!found || /^--- +$/m.test(found[1]!)) throw new Unsupported('front matter')
  return found
}

/**
 * The file's mdast, or undefined when this file cannot be sure of it (the caller then parses with
 * micromark). `text` is the whole file, front matter included.
 */
export function fastParse(text: string): Root | undefined {
  // The same test as the pipeline's choice of GFM flavour: only the lean one is rebuilt here.
  if (mayHaveLiteralAutolinks(text) || text.includes('\r')) return undefined
  try {
    return parse(text)
  } catch (error) {
    if (error instanceof Unsupported) return undefined
    throw error
  }
}

function parse(text: string): Root {
  const source = sourceOf(text)
  const root: Root = {
    type: 'root',
    children: [],
    position: { start: point(source, 0), end: point(source, text.length) },
  }
  const matter = frontMatterOf(text)
  // markdown-it reads the body from the line after the front matter: its line numbers shift.
  const shift = matter ? matter[0].split('\n').length - (matter[0].endsWith('\n') ? 1 : 0) : 0
  if (matter) {
    root.children.push({
      type: 'yaml',
      value: matter[1]!.replace(/\n$/, ''),
      position: {
        start: point(source, 0),
        end: point(source, matter[0].replace(/\n$/, '').length),
      },
    })
  }
  const tokens = md.parse(matter ? text.slice(matter[0].length) : text, {})
  const fences = fencesOf(source, tokens, shift)
  if (outside.test(withoutCode(source, fences))) throw new Unsupported('syntax of its own')
  const links = linkStarts(source, tokens, fences, matter ? matter[0].length : 0)
  const stack: Parent[] = [root]
  let table: Table | undefined
  let rowLine = 0
  for (const token of tokens) {
    if (token.level > deepest) throw new Unsupported('deep nesting')
    const parent = stack[stack.length - 1]!
    const position = token.map
      ? linesPosition(source, token.map[0] + shift, token.map[1] + shift)
      : parent.position
    const open = (node: Parent & RootContent) => {
      ;(parent.children as RootContent[]).push(node)
      stack.push(node)
    }
    switch (token.type) {
      case 'heading_open':
        open({
          type: 'heading',
          depth: Number(token.tag.slice(1)) as Heading['depth'],
          children: [],
          position,
        })
        break
      case 'paragraph_open':
        open({ type: 'paragraph', children: [], position })
        break
      case 'blockquote_open':
        open({ type: 'blockquote', children: [], position })
        break
      case 'bullet_list_open':
      case 'ordered_list_open': {
        // A blank line in a list is what makes it loose (one in its code refuses it as well).
        if (hasBlankLine(source, token.map![0] + shift, token.map![1] + shift))
          throw new Unsupported('loose list')
        const ordered = token.type === 'ordered_list_open'
        const list: List = {
          type: 'list',
          ordered,
          start: ordered ? Number(token.attrGet('start') ?? 1) : null,
          spread: false,
          children: [],
          position,
        }
        open(list)
        break
      }
      case 'list_item_open':
        open({ type: 'listItem', spread: false, checked: null, children: [], position })
        break
      case 'table_open':
        open((table = { type: 'table', align: [], children: [], position }))
        break
      case 'tr_open':
        rowLine = token.map![0] + shift
        open({ type: 'tableRow', children: [], position })
        break
      case 'tr_close':
        // markdown-it fills a short row with empty cells and drops a long row's extra ones;
        // mdast keeps the row's own cells.
        if (parent.children.length !== cellsOn(source, rowLine)) throw new Unsupported('row')
        stack.pop()
        break
      case 'th_open':
      case 'td_open': {
        if (token.type === 'th_open') table!.align!.push(alignOf(token.attrGet('style')))
        open({ type: 'tableCell', children: [], position })
        break
      }
      case 'heading_close':
      case 'paragraph_close':
      case 'blockquote_close':
      case 'bullet_list_close':
      case 'ordered_list_close':
      case 'list_item_close':
      case 'table_close':
      case 'th_close':
      case 'td_close':
        stack.pop()
        break
      case 'thead_open':
      case 'thead_close':
      case 'tbody_open':
      case 'tbody_close':
        break
      case 'fence':
        parent.children.push(fence(token, source, shift) as never)
        break
      case 'hr':
        parent.children.push({ type: 'thematicBreak', position } as never)
        break
      case 'inline':
        if (parent.type === 'paragraph' && stack[stack.length - 2]?.type === 'listItem')
          if (/^\[[ xX]\](?:\s|$)/.test(token.content)) throw new Unsupported('task item')
        inline(token.children ?? [], token.content, parent, position!, links)
        break
      default:
        throw new Unsupported(token.type)
    }
  }
  return root
}

function alignOf(style: string | null): AlignType {
  const found = /text-align:(left|right|center)/.exec(style ?? '')
  return (found?.[1] as AlignType | undefined) ?? null
}

/** A fenced code block, placed at its fence as micromark places it. */
function fence(token: Token, source: Source, shift: number): Code {
  const info = token.info.trim()
  if (info.includes('\\')) throw new Unsupported('escape in a fence')
  const space = info.search(/\s/)
  const line = token.map![0] + shift
  const lineStart = source.starts[line]!
  const at = source.text.indexOf(token.markup, lineStart)
  const position = linesPosition(source, line, token.map![1] + shift)
  position.start = point(source, at)
  return {
    type: 'code',
    lang: info === '' ? null : space === -1 ? info : info.slice(0, space),
    meta: space === -1 ? null : info.slice(space + 1).trim() || null,
    value: token.content.replace(/\n$/, ''),
    position,
  }
}
