/**
 * `llms.txt` and `llms-full.txt` per locale (llmstxt.org; decision 0041): the site for language
 * models and readers' tools in plain markdown. `llms.txt` is the map (an H1 with the site's name,
 * its description as a blockquote, then sections of links with one line each, the articles
 * pointing to their markdown sources); `llms-full.txt` is every published article in full,
 * newest first, each under its title and URL.
 */
export interface LlmsLink {
  title: string
  /** Absolute URL. */
  url: string
  description?: string
}

export interface LlmsSection {
  heading: string
  links: readonly LlmsLink[]
}

export interface LlmsSite {
  name: string
  summary: string
  sections: readonly LlmsSection[]
}

/** One line of text: markdown's link text and descriptions must not break the list. */
const line = (text: string) => text.replace(/\s+/g, ' ').trim()
const linkText = (text: string) => line(text).replace(/([[\]\\])/g, '\\$1')
/** Parentheses and spaces would end a markdown link's address; everything else is a URL already. */
const url = (href: string) =>
  href.replace(/[()\s]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)

export function buildLlmsTxt(site: LlmsSite): string {
  const sections = site.sections
    .filter((s) => s.links.length)
    .map(({ heading, links }) => {
      const items = links.map(
        (l) =>
          `- [${linkText(l.title)}](${url(l.url)})${l.description ? `: ${line(l.description)}` : ''}`,
      )
      return `## ${line(heading)}\n\n${items.join('\n')}`
    })
  return [`# ${line(site.name)}`, `> ${line(site.summary)}`, ...sections].join('\n\n') + '\n'
}

export interface FullArticle {
  title: string
  /** Absolute URL of the page. */
  url: string
  date: string
  /** The article's markdown body: its source without the front matter. */
  body: string
}

export function buildLlmsFull(
  site: { name: string; summary: string },
  articles: readonly FullArticle[],
): string {
  const parts = [...articles]
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((a) => `# ${line(a.title)}\n\nURL: ${a.url}\nDate: ${a.date}\n\n${a.body.trim()}\n`)
  return [`# ${line(site.name)}\n\n> ${line(site.summary)}\n`, ...parts].join('\n---\n\n')
}
