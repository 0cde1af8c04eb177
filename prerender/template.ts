/** Puts a rendered page into the built index.html: language, title, description, build id, markup. */
import { buildIdMeta } from '../src/content/artifact.ts'

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

export function fillTemplate(
  template: string,
  page: PageHead,
  options: { buildId: string; hydrate: boolean },
): string {
  const head = [
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta name="${buildIdMeta}" content="${options.buildId}" />`,
    ...(page.headHtml ? [page.headHtml] : []),
  ].join('\n    ')
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace('<!--head-->', head)
    .replace(
      '<div id="root"><!--app--></div>',
      `<div id="root"${options.hydrate ? ' data-prerendered="true"' : ''}>${page.html}</div>${
        options.hydrate && page.hydration ? page.hydration : ''
      }`,
    )
}
