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
import type {
  Code,
  Heading,
  Image,
  Link,
  List,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Table,
} from 'mdast'
import type { Point, Position } from 'unist'
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

/**
 * Past `maxNesting` (100) levels markdown-it drops what it does not parse, where micromark goes on:
 * anything nested this deep goes to micromark, well before that.
 */
const deepest = 32

/** A construct this file does not turn into mdast: the caller parses with micromark instead. */
class Unsupported extends Error {}

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

interface Source {
  text: string
  /** Offset of each line's first character; line n (1-based) starts at `starts[n - 1]`. */
  starts: number[]
}

function point(source: Source, offset: number): Point {
  let low = 0
  let high = source.starts.length - 1
  while (low < high) {
    const mid = (low + high + 1) >> 1
    if (source.starts[mid]! <= offset) low = mid
    else high = mid - 1
  }
  return { line: low + 1, column: offset - source.starts[low]! + 1, offset }
}

/** The lines `from` to `to` (0-based, `to` exclusive, of the whole file), trimmed to their text. */
function linesPosition(source: Source, from: number, to: number): Position {
  let last = Math.max(from, to - 1)
  while (last > from && isBlank(source, last)) last--
  const lineStart = source.starts[from] ?? source.text.length
  const indent = /^ */.exec(source.text.slice(lineStart, lineStart + 4))![0].length
  const end = lineEnd(source, last)
  return { start: point(source, lineStart + indent), end: point(source, end) }
}

const lineEnd = (source: Source, line: number) =>
  (source.starts[line + 1] ?? source.text.length + 1) - 1
const isBlank = (source: Source, line: number) =>
  source.text.slice(source.starts[line], lineEnd(source, line)).trim() === ''

/** The file with the lines inside fenced code blocks left out (their fences stay). */
function withoutCode(source: Source, tokens: Token[], shift: number): string {
  let kept = ''
  let from = 0
  for (const token of tokens) {
    if (token.type !== 'fence' || !token.map) continue
    const first = token.map[0] + shift + 1
    const closing = source.text.slice(
      source.starts[token.map[1] + shift - 1],
      lineEnd(source, token.map[1] + shift - 1),
    )
    // Without its closing fence a block runs to the end of its container: all of it stays looked at.
    if (!closing.trim().startsWith(token.markup)) continue
    const last = token.map[1] + shift - 1
    kept += source.text.slice(from, source.starts[first])
    from = source.starts[last]!
  }
  return kept + source.text.slice(from)
}

/** Whether a blank line comes between lines `from` and `to` (0-based, `to` exclusive). */
function hasBlankLine(source: Source, from: number, to: number): boolean {
  let last = to - 1
  while (last > from && isBlank(source, last)) last--
  for (let line = from; line < last; line++) if (isBlank(source, line)) return true
  return false
}

/** The cells of a table row's line: its pipes split it, a leading and a trailing one aside. */
function cellsOn(source: Source, line: number): number {
  const cells = source.text.slice(source.starts[line], lineEnd(source, line)).trim().split('|')
  if (cells.length > 1 && cells[0] === '') cells.shift()
  if (cells.length > 1 && cells[cells.length - 1] === '') cells.pop()
  return cells.length
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
  const starts = [0]
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1)
  const source: Source = { text, starts }
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
  if (outside.test(withoutCode(source, tokens, shift))) throw new Unsupported('syntax of its own')
  const links = linkStarts(source, tokens, shift, matter ? matter[0].length : 0)
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
        if (parent.type === 'listItem' && !token.hidden) throw new Unsupported('loose list')
        open({ type: 'paragraph', children: [], position })
        break
      case 'blockquote_open':
        open({ type: 'blockquote', children: [], position })
        break
      case 'bullet_list_open':
      case 'ordered_list_open': {
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

function alignOf(
  style: string | null,
): Table['align'] extends (infer A)[] | null | undefined ? A : never {
  const found = /text-align:(left|right|center)/.exec(style ?? '')
  return (found?.[1] as 'left' | 'right' | 'center' | undefined) ?? null
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

/**
 * Where each link and image starts, in the order markdown-it gives them: the offsets of the
 * `[`s outside code blocks and front matter, which must be exactly as many (no bracket of prose,
 * none in inline code), an image's taken one back to its `!`.
 */
function linkStarts(source: Source, tokens: Token[], shift: number, bodyStart: number) {
  const kinds: boolean[] = []
  const code: [number, number][] = []
  for (const token of tokens) {
    if (token.type === 'fence' || token.type === 'code_block')
      code.push([source.starts[token.map![0] + shift]!, lineEnd(source, token.map![1] + shift - 1)])
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') kinds.push(false)
      else if (child.type === 'image') kinds.push(true)
    }
  }
  const starts: Point[] = []
  let block = 0
  for (let i = source.text.indexOf('[', bodyStart); i !== -1; i = source.text.indexOf('[', i + 1)) {
    while (block < code.length && code[block]![1] < i) block++
    if (block < code.length && code[block]![0] <= i) continue
    const image = kinds[starts.length]
    if (image === undefined) throw new Unsupported('a bracket that is not a link')
    const bang = source.text[i - 1] === '!'
    if (image !== bang) throw new Unsupported('a bracket that is not a link')
    starts.push(point(source, image ? i - 1 : i))
  }
  if (starts.length !== kinds.length) throw new Unsupported('a link without its bracket')
  return { starts, next: 0 }
}

type LinkStarts = ReturnType<typeof linkStarts>

const at = (start: Point): Position => ({ start, end: start })

/** The phrasing content of one inline token into `parent`. */
function inline(
  tokens: Token[],
  raw: string,
  parent: Parent,
  position: Position,
  links: LinkStarts,
) {
  const stack: Parent[] = [parent]
  const add = (node: PhrasingContent) =>
    (stack[stack.length - 1]!.children as PhrasingContent[]).push(node)
  const text = (value: string) => {
    // markdown-it leaves empty text where delimiters were taken away; mdast has none.
    if (value === '') return
    const children = stack[stack.length - 1]!.children
    const last = children[children.length - 1]
    if (last?.type === 'text') last.value += value
    else add({ type: 'text', value, position })
  }
  for (const token of tokens) {
    if (token.level > deepest) throw new Unsupported('deep nesting')
    switch (token.type) {
      case 'text':
        text(token.content)
        break
      case 'softbreak':
        text('\n')
        break
      case 'hardbreak':
        add({ type: 'break', position })
        break
      case 'code_inline':
        // markdown-it turns a line ending in code into a space; mdast keeps it.
        if (!raw.includes(token.content)) throw new Unsupported('code across lines')
        add({ type: 'inlineCode', value: token.content, position })
        break
      case 'em_open':
      case 'strong_open': {
        const node = {
          type: token.type === 'em_open' ? 'emphasis' : 'strong',
          children: [],
          position,
        } as PhrasingContent & Parent
        add(node)
        stack.push(node)
        break
      }
      case 'link_open': {
        const link: Link = {
          type: 'link',
          title: token.attrGet('title'),
          url: token.attrGet('href') ?? '',
          children: [],
          position: at(links.starts[links.next++]!),
        }
        add(link)
        stack.push(link)
        break
      }
      case 'em_close':
      case 'strong_close':
      case 'link_close':
        stack.pop()
        break
      case 'image': {
        const image: Image = {
          type: 'image',
          title: token.attrGet('title'),
          url: token.attrGet('src') ?? '',
          alt: plainText(token.children ?? []),
          position: at(links.starts[links.next++]!),
        }
        add(image)
        break
      }
      default:
        throw new Unsupported(token.type)
    }
  }
}

/** An image's alt as mdast has it: the text of its label. */
function plainText(tokens: Token[]): string {
  let alt = ''
  for (const token of tokens) {
    if (token.type === 'text') alt += token.content
    else if (token.type === 'softbreak') alt += '\n'
    else if (!/^(em|strong)_(open|close)$/.test(token.type)) throw new Unsupported('alt')
  }
  return alt
}
