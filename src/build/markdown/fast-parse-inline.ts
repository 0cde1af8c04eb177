/**
 * The inline side of fast-parse.ts: an inline token's children as mdast phrasing content, each
 * link and image placed at its bracket in the file.
 */
import type { Token } from 'markdown-it/index.js'
import type { Image, Link, Parent, PhrasingContent } from 'mdast'
import type { Point, Position } from 'unist'
import { deepest, point, Unsupported, type Fence, type Source } from './fast-parse-source.ts'

/**
 * Where each link and image starts, in the order markdown-it gives them: the offsets of the
 * `[`s outside code blocks and front matter, which must be exactly as many (no bracket of prose,
 * none in inline code), an image's taken one back to its `!`.
 */
export function linkStarts(source: Source, tokens: Token[], fences: Fence[], bodyStart: number) {
  const kinds: boolean[] = []
  for (const token of tokens) {
    for (const child of token.children ?? []) {
      if (child.type === 'link_open') kinds.push(false)
      else if (child.type === 'image') kinds.push(true)
    }
  }
  const starts: Point[] = []
  let block = 0
  for (let i = source.text.indexOf('[', bodyStart); i !== -1; i = source.text.indexOf('[', i + 1)) {
    while (block < fences.length && fences[block]!.to < i) block++
    if (block < fences.length && fences[block]!.from <= i) continue
    const image = kinds[starts.length]
    if (image === undefined) throw new Unsupported('a bracket that is not a link')
    const bang = source.text[i - 1] === '!'
    if (image !== bang) throw new Unsupported('a bracket that is not a link')
    starts.push(point(source, image ? i - 1 : i))
  }
  if (starts.length !== kinds.length) throw new Unsupported('a link without its bracket')
  return { starts, next: 0 }
}

export type LinkStarts = ReturnType<typeof linkStarts>

const at = (start: Point): Position => ({ start, end: start })

/** The phrasing content of one inline token into `parent`; `raw` is the token's source. */
export function inline(
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
