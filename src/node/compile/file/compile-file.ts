/**
 * Compiles one content file: decode, parse (front matter and markdown, or YAML), validate against
 * its collection's schema, and shape the item the query builder serves.
 */
import type { Element, Root } from 'hast'
import { visit } from 'unist-util-visit'
import type { z } from 'zod'
import type { BodyChunk, SearchSection, ShareChunk } from '../../../shared/artifact.ts'
import { authored, collectionKind, type CollectionBase } from '../../../shared/schema.ts'
import { issueProblems } from '../../check/explain-issue.ts'
import { compactHast } from '../../markdown/hast-compact.ts'
import type { FootnoteLabels } from '../../markdown/footnote-labels.ts'
import type { CompiledMarkdown, MarkdownOptions } from '../../markdown/pipeline.ts'
import { phraseTitle } from '../../markdown/rehype/chinese/phrases.ts'
// A line of prose's quotes, spaced marks and units, without the markdown pipeline, which a YAML
// file's compile does not load.
import { punctuateLine } from '../../markdown/remark/remark-smart-punctuation.ts'
import { setProseFields } from '../../markdown/prose-fields.ts'
import { keepUnits } from '../../markdown/rehype/keep-together/rehype-number-units.ts'
import { readingMinutes } from '../../markdown/reading-time.ts'
import { searchSections } from '../../markdown/search-sections.ts'
import { fileProblem, type Problem } from '../../check/problems.ts'
import type { Locale } from '../../../shared/i18n/locales.ts'
import { checkIcons } from '../../check/check-icons-fs.ts'
import type { Classified } from './classify.ts'
import { parseYamlLocated, type LocatedYaml } from './yaml-located.ts'
import { shareQr } from './share-qr.ts'
import { toString } from 'hast-util-to-string'

/** A reference from content to a page, heading or file, checked once every page is known. */
export interface Reference {
  kind: 'link' | 'image'
  target: string
  file: string
  line: number
  column: number
}

export interface CompiledItem {
  base: CollectionBase
  locale: Locale
  file: string
  item: Record<string, unknown>
  body?: BodyChunk
  sections: SearchSection[]
  /** Images named in fields (`image:`, `images[].src`…), as opposed to the body. */
  fieldImages: string[]
  /**
   * The `src` of every `<img>` in the body, found once here: the dev server would otherwise walk
   * every body on each start to learn which images to size (image-meta-once.ts).
   */
  bodyImages?: string[]
  /** An article's address and QR code (share-qr.ts), emitted as its `shareChunk`. */
  share?: ShareChunk
  /**
   * A markdown file's offset where its body begins, after the front matter, in its text as
   * `decodeText` gives it: the machine-readable copy is the body as written (decision 0041).
   */
  bodyStart?: number
}

/** A content item as classify.ts found it: collection, locale, stem, extension and URL path. */
export type ItemInfo = Omit<Extract<Classified, { kind: 'item' }>, 'kind'>

const decoder = new TextDecoder('utf-8', { fatal: true })

/** Decodes UTF-8 (BOM dropped, CRLF made LF), or says why it cannot. */
export function decodeText(bytes: Uint8Array, file: string): { text?: string; problem?: Problem } {
  try {
    // The decoder drops a byte order mark itself (`ignoreBOM` is off).
    return { text: decoder.decode(bytes).replace(/\r\n?/g, '\n') }
  } catch {
    const message = 'This file is not saved as UTF-8 text. Save it again with UTF-8 encoding.'
    return { problem: fileProblem(file, message) }
  }
}

/** Not an address with a scheme (`https:`, `data:`…) or a host (`//cdn…`): a file the site must have. */
const isLocal = (target: string) => !/^([a-z][a-z\d+.-]*:|\/\/)/i.test(target)

const imageKeys = new Set(['src', 'image', 'light', 'dark', 'qr'])

/** Local image paths in YAML data (`image: /images/x.webp`, `src: …`), located for the checker. */
export function dataImages(
  data: unknown,
  yaml: LocatedYaml,
  file: string,
  path: PropertyKey[] = [],
): Reference[] {
  if (data === null || typeof data !== 'object') return []
  return Object.entries(data).flatMap(([key, value]) => {
    const here = [...path, Array.isArray(data) ? Number(key) : key]
    if (typeof value === 'string' && imageKeys.has(key) && isLocal(value)) {
      return [{ kind: 'image' as const, target: value, file, ...yaml.locate(here) }]
    }
    return dataImages(value, yaml, file, here)
  })
}

/**
 * What the checks and the image build need of a body, in one walk: its links and local images
 * (checked once every page is known), its element ids (what a `#hash` link may name: headings,
 * footnotes…) and the `src` of every `<img>`.
 */
function bodyFacts(tree: Root, file: string) {
  const references: Reference[] = []
  const anchors = new Set<string>()
  const images = new Set<string>()
  visit(tree, 'element', (node: Element) => {
    const at = {
      file,
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
    }
    if (typeof node.properties.id === 'string') anchors.add(node.properties.id)
    const href =
      node.tagName === 'a'
        ? node.properties.href
        : node.tagName === 'card'
          ? node.properties.to
          : undefined
    if (typeof href === 'string' && (href.startsWith('/') || href.startsWith('#'))) {
      references.push({ kind: 'link', target: href, ...at })
    }
    const src = node.tagName === 'img' ? node.properties.src : undefined
    if (typeof src === 'string') {
      images.add(src)
      if (isLocal(src)) references.push({ kind: 'image', target: src, ...at })
    }
  })
  return { references, anchors, images: [...images] }
}

export interface FileResult {
  compiled?: CompiledItem
  /** Checked even when the file itself is invalid, so every problem shows at once. */
  references: Reference[]
  /** Element ids of the body, known even when the front matter is invalid, so links to it still resolve. */
  anchors: Set<string>
  problems: Problem[]
}

/** The message for front matter opened with "---" and never closed. */
export const unclosedFrontMatter =
  'The fields that start with "---" on line 1 are never closed. Add a line with only "---" after the last field.'

/**
 * Checks a file's fields against its collection's schema and shapes its item (id, stem, meta…),
 * pushing every problem found.
 */
function validItem(
  yaml: LocatedYaml,
  file: string,
  info: ItemInfo,
  problems: Problem[],
  references: Reference[],
): { item: Record<string, unknown>; fieldImages: string[] } | undefined {
  problems.push(...yaml.problems)
  const raw = yaml.data
  if (yaml.problems.length) return undefined
  const fieldImages = dataImages(raw, yaml, file)
  references.push(...fieldImages)
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push(
      fileProblem(file, 'This file must start with fields such as "title: …", one per line.'),
    )
    return undefined
  }
  const schema = authored[info.base] as z.ZodObject
  const parsed = schema.safeParse(raw, { reportInput: true })
  if (!parsed.success) {
    problems.push(...issueProblems(parsed.error.issues, yaml, file))
    return undefined
  }
  const data = parsed.data as Record<string, unknown>
  const known = info.base === 'info' ? Object.keys(data) : Object.keys(schema.shape)
  const meta = Object.fromEntries(Object.entries(raw).filter(([k]) => !known.includes(k)))
  const { collection } = info
  const item: Record<string, unknown> = {
    ...data,
    id: `${collection}/${info.stem}.${info.extension}`,
    stem: info.stem,
    extension: info.extension,
    meta,
  }
  return { item, fieldImages: [...new Set(fieldImages.map((r) => r.target))] }
}

/**
 * The markdown pipeline (unified, its plugins and Shiki), loaded on the first markdown compile: a
 * build whose files all come from the compile cache never needs it (≈0.35 s to load). The dev
 * server loads its packages with Vite's config all the same (decision 0047).
 */
let pipeline: Promise<typeof import('../../markdown/pipeline.ts')> | undefined
const markdownPipeline = () => (pipeline ??= import('../../markdown/pipeline.ts'))

export async function compileFile(
  text: string,
  file: string,
  info: ItemInfo,
  labels?: FootnoteLabels,
  updated?: string,
  markdown?: MarkdownOptions,
): Promise<FileResult> {
  const problems: Problem[] = checkIcons(text, file)
  // Chinese text gets its Han–Latin spacing at build time too, for browsers without CSS's, and
  // its headings' phrase breaks, which no browser finds in Chinese yet.
  const chinese = /^zh\b/i.test(info.language)
  // English prose gets the typographer's quotes and dashes.
  const smartPunctuation = /^en\b/i.test(info.language)
  let md: CompiledMarkdown | undefined
  if (info.extension === 'md') {
    const { compileMarkdown } = await markdownPipeline()
    const options = { ...markdown, autospace: chinese, phrases: chinese, smartPunctuation }
    md = await compileMarkdown(text, file, labels, options)
    problems.push(...md.messages.map((m) => ({ file, ...m })))
    if (!md.frontmatter && /^---[ \t]*\n/.test(text)) {
      problems.push(fileProblem(file, unclosedFrontMatter))
      return { problems, references: [], anchors: new Set() }
    }
  }
  const front = md?.frontmatter
  const yaml = md
    ? parseYamlLocated(front?.value ?? '', file, (front?.line ?? 1) - 1)
    : parseYamlLocated(text, file)
  // A data file's tree is empty: no links, anchors or images.
  const tree: Root = md?.tree ?? { type: 'root', children: [] }
  const { references, anchors, images: bodyImages } = bodyFacts(tree, file)
  const valid = validItem(yaml, file, info, problems, references)
  if (!valid) return { problems, references, anchors }
  const { item, fieldImages } = valid
  // The typography a body gets from its plugins, set in the prose of the data (prose-fields.ts).
  setProseFields(item, (text) => keepUnits(smartPunctuation ? punctuateLine(text) : text))
  let body: BodyChunk | undefined
  let sections: SearchSection[] = []
  if (collectionKind[info.base] === 'page') {
    const toc = (md?.headings ?? []).filter((h) => h.depth === 2 || h.depth === 3)
    item.path = info.path
    item.toc = toc
    // An article's own `updated` wins over the file's history.
    if (updated && item.updated === undefined) item.updated = updated
    if (md?.math) item.math = true
    // The titles stay as written (tab, feeds, cards, search); the page shows these phrases, in
    // its <h1> and in the lists it holds (a talk's title on the space page).
    if (chinese)
      for (const titled of [item, ...((item.events as object[]) ?? [])]) phraseTitle(titled)
    if (info.base === 'blogs' && item.minRead === undefined)
      item.minRead = readingMinutes(toString(tree))
    if (md) sections = searchSections(tree, info.path!, String(item.title))
    body = { body: compactHast(tree) as BodyChunk['body'], toc }
  }
  return {
    compiled: {
      base: info.base,
      locale: info.locale,
      file,
      item,
      body,
      sections,
      fieldImages,
      bodyImages: body ? bodyImages : undefined,
      bodyStart: md && (front?.end ?? 0),
    },
    references,
    anchors,
    problems,
  }
}

export interface CompileTask {
  args: Parameters<typeof compileFile>
  /** The article's address, for its share QR code (share-qr.ts), kept with its compile. */
  share?: string
}

/**
 * One file's compile, its share QR code included: what compile.ts runs for each file the store
 * lacks, on this thread or on a thread of the build's pool (build-pool.ts), where tinypool runs
 * this module's default export.
 */
export default async function compileTask({ args, share }: CompileTask): Promise<FileResult> {
  const result = await compileFile(...args)
  if (share && result.compiled) result.compiled.share = await shareQr(share)
  return result
}

/** This module, for the pool to load in its threads. */
export const compileFileWorker = new URL(import.meta.url)
