/** Puts a rendered page into the built index.html: language, title, description, build id, markup. */
import { buildIdMeta } from '../src/shared/artifact.ts'
import { escapeHtml } from '../src/shared/page/head-tags.ts'

export interface PageHead {
  html: string
  lang: string
  title: string
  description: string
  /** Canonical, alternates, social and JSON-LD tags, already escaped. */
  headHtml?: string
  /** The router's JSON data script, placed after the root element so hydration never sees it. */
  hydration?: string
}

const slotPatterns = [
  /<html lang="[^"]*">/,
  /<title>[\s\S]*?<\/title>/,
  /<!--head-->/,
  /<div id="root"><!--app--><\/div>/,
] as const

/**
 * Each template cut at its four slots: the text before `lang`, before the title, before the head,
 * before the root, and after it; undefined if a slot is missing or out of order.
 */
const slotsByTemplate = new Map<string, string[] | undefined>()

function slotsOf(template: string): string[] | undefined {
  if (slotsByTemplate.has(template)) return slotsByTemplate.get(template)
  const pieces: string[] = []
  let at = 0
  for (const pattern of slotPatterns) {
    const found = pattern.exec(template.slice(at))
    if (!found) {
      slotsByTemplate.set(template, undefined)
      return undefined
    }
    pieces.push(template.slice(at, at + found.index))
    at += found.index + found[0].length
  }
  pieces.push(template.slice(at))
  slotsByTemplate.set(template, pieces)
  return pieces
}

/**
 * The page in the template. The template is cut at its slots once and the page's parts joined
 * between the pieces: replacing into the template's text once per page cost ≈60 µs a page, and
 * `String.replace` reads `$&`, `$$` and the like in a replacement as patterns, so a page whose
 * code said `echo $$` came out as `echo $`.
 */
export function fillTemplate(
  template: string,
  page: PageHead,
  options: {
    buildId: string
    /**
     * The path the page was rendered for, when it hydrates: it hydrates only there (a host that
     * serves it at another address, `//blog` served as `/`, gets a page rendered afresh).
     */
    hydratesAt?: string
  },
): string {
  const hydrates = options.hydratesAt !== undefined
  const head = [
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta name="${buildIdMeta}" content="${options.buildId}" />`,
    ...(page.headHtml ? [page.headHtml] : []),
  ].join('\n    ')
  const parts = [
    `<html lang="${page.lang}">`,
    `<title>${escapeHtml(page.title)}</title>`,
    head,
    `<div id="root"${hydrates ? ` data-prerendered="${escapeHtml(options.hydratesAt!)}"` : ''}>${page.html}</div>${
      hydrates && page.hydration ? page.hydration : ''
    }`,
  ]
  const pieces = slotsOf(template)
  if (pieces) return pieces.map((piece, i) => piece + (parts[i] ?? '')).join('')
  // A template without every slot in order: each part replaces its slot where there is one.
  return slotPatterns.reduce((text, pattern, i) => text.replace(pattern, () => parts[i]!), template)
}
