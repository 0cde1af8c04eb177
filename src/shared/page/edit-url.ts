/**
 * The "Edit this page" address of a page written in a file of `content/`: site.yml's
 * `repository` with the file's path from the repository's root filled in. Pages give their
 * item's `id` (`about_en/about.md`: the collection, then the file inside the language's folder).
 */
import type { SiteConfig } from '../site-schema.ts'

/** `content/<locale>/<file>`: where the compiler found the item. */
export function contentFile(locale: string, id: string): string {
  return `content/${locale}/${id.slice(id.indexOf('/') + 1)}`
}

/** The edit address, or undefined when site.yml has no `repository` or the page no file. */
export function editUrl(
  site: Pick<SiteConfig, 'repository'>,
  locale: string,
  id: string | undefined,
): string | undefined {
  return id && site.repository?.edit.replace('{path}', contentFile(locale, id))
}
