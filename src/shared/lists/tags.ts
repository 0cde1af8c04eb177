/**
 * Article tags as URL segments: `Work habits` → `work-habits`; Chinese stays as written. A
 * character a URL path reserves (`/ ? # % \`) becomes `-` (`CI/CD` → `ci-cd`, `C#` → `c-`), and
 * a tag of dots only (`..`) dashes: as written, each made an address that is not one segment
 * under /tags/, a page the build could not render or one written outside its folder.
 */
export function tagSlug(tag: string): string {
  const slug = tag
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[/?#%\\]/g, '-')
  return /^\.+$/.test(slug) ? slug.replace(/\./g, '-') : slug
}

/** The tag page of a tag, without the locale prefix: `/tags/work-habits`. */
export function tagPath(tag: string): string {
  return `/tags/${tagSlug(tag)}`
}

/** A tag as the first article to write it writes it, and the articles that have it, in order. */
export interface TagList<T> {
  tag: string
  articles: T[]
}

/**
 * Articles by tag slug, each article once per tag, in the order given: what a tag's pages list
 * (the app's tag page) and how many pages it has (the prerender's paths).
 */
export function articlesByTag<T extends { tags: readonly string[] }>(
  articles: readonly T[],
): Map<string, TagList<T>> {
  const index = new Map<string, TagList<T>>()
  for (const article of articles)
    for (const tag of article.tags) {
      const slug = tagSlug(tag)
      const list = index.get(slug) ?? { tag, articles: [] }
      index.set(slug, list)
      // An article that writes one tag twice is listed once.
      if (list.articles.at(-1) !== article) list.articles.push(article)
    }
  return index
}

/**
 * The same tag in another language. Tags are words of their language (`中文`, `Chinese`), and a
 * translation lists its tags in the order of the original's (docs/authoring.md): the tag at the
 * same place in the translations of the articles with `slug` is its counterpart, by majority.
 * Undefined when no translation of them has a tag there.
 */
export function counterpartTag<T extends { stem: string; tags: readonly string[] }>(
  slug: string,
  tagged: readonly T[],
  there: Map<string, TagList<T>>,
): TagList<T> | undefined {
  const translations = new Map<string, T>()
  for (const list of there.values()) for (const a of list.articles) translations.set(a.stem, a)
  const votes = new Map<string, number>()
  for (const article of tagged) {
    const place = article.tags.findIndex((tag) => tagSlug(tag) === slug)
    const tag = translations.get(article.stem)?.tags[place]
    if (tag !== undefined) votes.set(tagSlug(tag), (votes.get(tagSlug(tag)) ?? 0) + 1)
  }
  const [best] = [...votes].sort((a, b) => b[1] - a[1])
  return best && there.get(best[0])
}
