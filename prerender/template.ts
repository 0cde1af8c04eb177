/** Puts a rendered page into the built index.html: language, title, description, build id, markup. */
import { buildIdMeta } from '../src/shared/artifact.ts'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!)

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

/** Where a page's parts go in the template: the text before each slot, and after the last. */
interface TemplateSlots {
  /** Text around the slots: before `lang`, before the title, before the head, before the root, after it. */
  pieces: [string, string, string, string, string]
}

const slotPatterns = [
  /<html lang="[^"]*">/,
  /<title>[\s\S]*?<\/title>/,
  /<!--head-->/,
  /<div id="root"><!--app--><\/div>/,
] as const

const slotsByTemplate = new Map<string, TemplateSlots | undefined>()

/** The template cut at its four slots, once per template; undefined if one is missing or out of order. */
function slotsOf(template: string): TemplateSlots | undefined {
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
  const slots = { pieces: pieces as TemplateSlots['pieces'] }
  slotsByTemplate.set(template, slots)
  return slots
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
  const slots = slotsOf(template)
  if (slots) {
    const [a, b, c, d, e] = slots.pieces
    return a + parts[0] + b + parts[1] + c + parts[2] + d + parts[3] + e
  }
  // A template without every slot in order: each part replaces its slot where there is one.
  return slotPatterns.reduce((text, pattern, i) => text.replace(pattern, () => parts[i]!), template)
}
