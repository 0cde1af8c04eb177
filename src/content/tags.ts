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
