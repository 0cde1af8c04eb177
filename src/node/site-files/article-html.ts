/**
 * An article body as HTML for feed readers: the compiled tree (hast) with every site-relative
 * link and image made absolute, and the site's own elements (callouts, tabs, cards…) turned into
 * plain HTML that readers know, so their text survives: a diagram is a figure with its source, a
 * formula its MathML.
 */
import type { Element, Root, RootContent } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { dangerousScheme } from '../../shared/dangerous-url.ts'
import { siteUrl } from '../../shared/page/head-tags.ts'
import { bodyImageProperties, type ImageMeta } from '../../shared/image-meta.ts'

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
  diagram: 'figure',
}

/**
 * A diff line's band and +/− sign are the site's CSS, which a feed reader lacks (decision 0033):
 * there a removed line is a `<del>` and an added one an `<ins>`, which readers strike through and
 * underline.
 */
function diffTag(node: Element): string | undefined {
  // Shiki writes `class`, a string or a list (once a transformer has added to it).
  const classes = [node.properties.class].flat().join(' ').split(' ')
  if (node.tagName !== 'span' || !classes.includes('diff')) return undefined
  return classes.includes('remove') ? 'del' : classes.includes('add') ? 'ins' : undefined
}

function absolutize(url: unknown, base: string): unknown {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? siteUrl(base, url)
    : url
}

/** The site's address and the body's image metadata (`bodyImageMeta`), for each element. */
interface Context {
  base: string
  images: Record<string, ImageMeta>
}

function rewrite(node: RootContent, context: Context): RootContent | undefined {
  if (node.type !== 'element') return node
  if (node.tagName === 'icon') return undefined
  // A formula's KaTeX HTML needs KaTeX's stylesheet, which no feed reader has: its MathML twin
  // (`.katex-mathml`) is what readers draw, so the HTML goes.
  if ((node.properties.className as string[] | undefined)?.includes('katex-html')) return undefined
  const meta = node.tagName === 'img' ? context.images[String(node.properties.src)] : undefined
  const element: Element = {
    ...node,
    tagName: diffTag(node) ?? plainTags[node.tagName] ?? node.tagName,
    properties: { ...node.properties, ...(meta && bodyImageProperties(meta)) },
    children: node.children.flatMap((c) => rewrite(c, context) ?? []) as Element['children'],
  }
  // Readers fetch one image; the variants' srcset would need absolute URLs for no gain.
  delete element.properties.srcSet
  delete element.properties.sizes
  for (const key of ['href', 'src', 'poster'])
    if (key in element.properties)
      element.properties[key] = absolutize(element.properties[key], context.base) as string
  const { href } = element.properties
  if (typeof href === 'string' && dangerousScheme(href)) delete element.properties.href
  return element
}

/**
 * @param baseUrl the site's address, `https://linzhou.dev`.
 * @param images the article's `bodyImageMeta`: its images get their width and height.
 */
export function articleHtml(
  body: Root,
  baseUrl: string,
  images: Record<string, ImageMeta> = {},
): string {
  const context = { base: baseUrl, images }
  return toHtml({ type: 'root', children: body.children.flatMap((c) => rewrite(c, context) ?? []) })
}
