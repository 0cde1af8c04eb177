/** Article tags as URL segments: `Work habits` → `work-habits`; Chinese stays as written. */
export function tagSlug(tag: string): string {
  return tag.trim().toLowerCase().replace(/\s+/g, '-')
}

/** The tag page of a tag, without the locale prefix: `/tags/work-habits`. */
export function tagPath(tag: string): string {
  return `/tags/${tagSlug(tag)}`
}
