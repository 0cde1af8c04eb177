/**
 * Raw HTML in content passes through an allow-list instead of being dropped. It runs right after
 * rehype-raw has parsed the raw HTML into the tree, and before heading ids and Shiki, so the
 * elements, classes and styles the build adds later never meet it.
 *
 * Two steps:
 * 1. the hostile things an author can write — `<script>`, `<style>`, `on*` handlers,
 *    `javascript:`/`vbscript:`/`data:` URLs, an `<iframe>` from a host not listed in
 *    `content/site.yml` (`embeds.iframeHosts`) — are removed, each with a message at its
 *    line:column, so the author learns why something vanished (the compiler reports messages as
 *    problems, so hostile content fails the build the way an unknown directive does);
 * 2. hast-util-sanitize keeps only {@link allowListSchema}: anything else not listed (a `<form>`,
 *    a `style=""` attribute, `<b>`…) is dropped silently, its text kept, as the safety net.
 *
 * An iframe that survives is sandboxed and lazy: it keeps src, title, width, height, allow and
 * allowfullscreen, and gets `loading="lazy"` and
 * `sandbox="allow-scripts allow-same-origin allow-presentation"` whatever the author wrote.
 */
import type { Element, Root } from 'hast'
import { sanitize, type Schema } from 'hast-util-sanitize'
import { SKIP, visit } from 'unist-util-visit'
import type { VFile } from 'vfile'
import { dangerousScheme } from '../../../shared/dangerous-url.ts'

export interface AllowListOptions {
  /** Host names an `<iframe src="https://…">` may load from, `www.youtube-nocookie.com`. */
  iframeHosts?: readonly string[]
}

/** What every iframe gets, so an embed can play but never reach the page or navigate it. */
export const iframeSandbox = ['allow-scripts', 'allow-same-origin', 'allow-presentation']

const aria = ['ariaLabel', 'ariaDescribedBy', 'ariaLabelledBy', 'ariaHidden']

/**
 * The elements and attributes content may hold: ordinary content HTML, what remark-rehype writes
 * (GFM tables and task lists, footnotes) and the elements our directive plugins make. `<b>` and
 * `<i>` are left out on purpose: markdown has `**` and `_` for them, and one spelling per thing
 * keeps the articles alike.
 */
export const allowListSchema: Schema = {
  // prettier-ignore
  tagNames: [
    // text
    'p', 'br', 'wbr', 'hr', 'span', 'div', 'blockquote', 'pre', 'code', 'kbd', 'samp', 'var',
    'em', 'strong', 'del', 'ins', 's', 'u', 'mark', 'small', 'sub', 'sup', 'abbr', 'dfn', 'cite',
    'q', 'time', 'ruby', 'rt', 'rp',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section',
    // lists and tables
    'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'input',
    'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    // disclosure, links and media
    'details', 'summary', 'a', 'img', 'picture', 'source', 'figure', 'figcaption',
    'video', 'audio', 'track', 'iframe',
    // ours (src/node/markdown/remark/remark-*.ts)
    'callout', 'code-group', 'tabs', 'tab', 'card', 'card-group', 'steps', 'accordion',
    'accordion-item', 'badge', 'icon',
  ],
  attributes: {
    '*': ['className', 'id', 'title', 'lang', 'dir', 'data*', ...aria],
    a: ['href'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    source: ['src', 'type', 'media', 'width', 'height'],
    // prettier-ignore
    video: [
      'src', 'poster', 'controls', 'width', 'height', 'loop', 'muted', 'playsInline', 'preload',
    ],
    audio: ['src', 'controls', 'loop', 'preload'],
    track: ['src', 'kind', 'srcLang', 'label', 'default'],
    iframe: ['src', 'width', 'height', 'allow', 'allowFullScreen'],
    details: ['open'],
    ol: ['start', 'reversed', 'type'],
    li: ['value'],
    th: ['align', 'colSpan', 'rowSpan', 'scope'],
    td: ['align', 'colSpan', 'rowSpan'],
    col: ['span'],
    time: ['dateTime'],
    q: ['cite'],
    blockquote: ['cite'],
    del: ['cite', 'dateTime'],
    ins: ['cite', 'dateTime'],
    input: [['type', 'checkbox'], 'checked', ['disabled', true]],
    callout: ['type'],
    tab: ['label'],
    card: ['icon', 'to'],
    'accordion-item': ['label'],
    badge: ['color'],
    icon: ['name'],
  },
  // Authors write ids as link targets (`#anchor` is checked by the build); no prefixing.
  clobber: [],
  // Relative URLs (no scheme) always pass; these are the schemes a URL may name.
  protocols: {
    href: ['http', 'https', 'mailto', 'tel'],
    to: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
    poster: ['http', 'https'],
    cite: ['http', 'https'],
  },
  // prettier-ignore
  ancestors: {
    tbody: ['table'], thead: ['table'], tfoot: ['table'], tr: ['table'], th: ['table'],
    td: ['table'], caption: ['table'], colgroup: ['table'], col: ['table'],
    summary: ['details'], source: ['video', 'audio', 'picture'], track: ['video', 'audio'],
  },
  // A video or audio player without controls could not be started or stopped.
  required: {
    input: { type: 'checkbox', disabled: true },
    video: { controls: true },
    audio: { controls: true },
  },
  // Removed with their content (the rest of what is not allowed keeps its text).
  // prettier-ignore
  strip: [
    'script', 'style', 'noscript', 'template', 'textarea', 'title', 'iframe', 'object', 'embed',
  ],
}

/** Properties that hold a URL a browser would follow or load. */
const urlKeys = ['href', 'src', 'to', 'poster', 'cite', 'action', 'formAction', 'xLinkHref']

/** The reason an iframe may not stay, or undefined when its src is https on an allowed host. */
function iframeRefusal(src: unknown, hosts: readonly string[]): string | undefined {
  let url: URL
  try {
    url = new URL(String(src ?? ''))
  } catch {
    return 'An <iframe> needs a full https:// address in src; it was removed.'
  }
  if (url.protocol !== 'https:') {
    return `An <iframe> must load over https:// (not ${url.protocol}); it was removed.`
  }
  if (!hosts.includes(url.hostname)) {
    return `An <iframe> from "${url.hostname}" is not allowed; add the host to embeds.iframeHosts in content/site.yml. It was removed.`
  }
  return undefined
}

/** Step 1: removes the hostile parts, saying where each was. */
function removeHostile(tree: Root, file: VFile, hosts: readonly string[]): void {
  visit(tree, 'element', (node: Element, index, parent) => {
    // Removing the node shifts its next sibling into its place: visit that index again.
    const drop = (reason: string): [typeof SKIP, number] => {
      file.message(reason, node)
      parent!.children.splice(index!, 1)
      return [SKIP, index!]
    }
    if (node.tagName === 'script' || node.tagName === 'style') {
      return drop(`Raw <${node.tagName}> is not allowed in content; it was removed.`)
    }
    if (node.tagName === 'iframe') {
      const refusal = iframeRefusal(node.properties.src, hosts)
      if (refusal) return drop(refusal)
    }
    for (const key of Object.keys(node.properties)) {
      if (/^on/i.test(key)) {
        file.message(
          `The "${key.toLowerCase()}" handler is not allowed in content; it was removed.`,
          node,
        )
        delete node.properties[key]
      }
    }
    for (const key of urlKeys) {
      const value = node.properties[key]
      const scheme = typeof value === 'string' ? dangerousScheme(value) : undefined
      if (!scheme) continue
      // An image without its picture would only show as broken: it goes as a whole.
      if (node.tagName === 'img')
        return drop(`An image may not use a ${scheme}: address; it was removed.`)
      file.message(
        `A ${scheme}: address is not allowed in "${key.toLowerCase()}"; it was removed.`,
        node,
      )
      delete node.properties[key]
    }
    return undefined
  })
}

/** After sanitizing: the attributes an iframe gets whatever the author wrote. */
function lockIframes(tree: Root): void {
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'iframe') return
    // First, so a browser that builds the iframe from the props in order has both before src.
    const { loading: _loading, sandbox: _sandbox, ...rest } = node.properties
    node.properties = { sandbox: [...iframeSandbox], loading: 'lazy', ...rest }
  })
}

export function rehypeAllowList(options: AllowListOptions = {}) {
  const hosts = (options.iframeHosts ?? []).map((host) => host.toLowerCase())
  return (tree: Root, file: VFile): Root => {
    removeHostile(tree, file, hosts)
    const safe = sanitize(tree, allowListSchema) as Root
    lockIframes(safe)
    return safe
  }
}
