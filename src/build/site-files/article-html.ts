/**
 * An article body as HTML for feed readers: the compiled tree (hast) with every site-relative
 * link and image made absolute, and the site's own elements (callouts, tabs, cards…) turned into
 * plain HTML that readers know, so their text survives.
 */
import type { Element, Root, RootContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { siteUrl } from '../../content/head-tags.ts'

/** Custom elements of the markdown pipeline → the plain tag a feed reader shows. */
const plainTags: Record<string, string> = {
  callout: 'blockquote',
  'code-group': 'div',
  tabs: 'div',
  tab: 'section',
  steps: 'div',
  card: 'div',
  'card-group': 'div',
  accordion: 'div',
  'accordion-item': 'details',
  badge: 'span',
}

function absolutize(url: unknown, base: string): unknown {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? siteUrl(base, url)
    : url
}

function rewrite(node: RootContent, base: string): RootContent | undefined {
  if (node.type !== 'element') return node
  if (node.tagName === 'icon') return undefined
  const element: Element = {
    ...node,
    tagName: plainTags[node.tagName] ?? node.tagName,
    properties: { ...node.properties },
    children: node.children
      .map((child) => rewrite(child, base))
      .filter((c): c is Element => c !== undefined),
  }
  // Readers fetch one image; the variants' srcset would need absolute URLs for no gain.
  delete element.properties.srcSet
  delete element.properties.sizes
  for (const key of ['href', 'src', 'poster'])
    if (key in element.properties)
      element.properties[key] = absolutize(element.properties[key], base) as string
  if (
    element.tagName === 'a' &&
    typeof element.properties.href === 'string' &&
    /^\s*(javascript|data|vbscript):/i.test(element.properties.href)
  )
    delete element.properties.href
  return element
}

/** @param baseUrl the site's address, `https://linzhou.dev`. */
export function articleHtml(body: Root, baseUrl: string): string {
  const base = baseUrl
  const root: Root = {
    type: 'root',
    children: body.children
      .map((child) => rewrite(child, base))
      .filter((c): c is RootContent => c !== undefined),
  }
  return toHtml(root)
}
