/**
 * The site's Content Security Policy. Scripts run only from the site's own origin, the statistics
 * service of site.yml, or as one of the inline scripts the build itself wrote, each allowed by the
 * hash of its exact text, so no `'unsafe-inline'` for scripts. Styles keep `'unsafe-inline'`:
 * Shiki colours code with inline `style` attributes.
 */
import { createHash } from 'node:crypto'
import type { SiteConfig } from '../../../shared/site-schema.ts'
import { commentSources } from '../comment-sources.ts'

/** `<script>` types the browser executes; JSON-LD and other data blocks are outside the policy. */
const executable =
  /^(|module|text\/javascript|application\/javascript|importmap|speculationrules)$/i

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/** `'sha256-…'` of every executable inline script (no `src`) in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc\s*=/i.test(attributes)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!executable.test(type)) continue
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return hashes
}

/** Iframe hosts of site.yml (`embeds.iframeHosts`, host names only) as their https origins. */
const iframeSources = (site: SiteConfig) =>
  (site.embeds?.iframeHosts ?? []).map((host) => `https://${host}`)

/** One policy for every page: the union of the inline-script hashes of all of them. */
export function buildContentSecurityPolicy(
  site: SiteConfig,
  scriptHashes: Iterable<string>,
): string {
  // `https://stats.example.com/script.js` → `https://stats.example.com`; nothing when unset.
  const script = site.analytics?.script
  const stats = script ? [new URL(script).origin] : []
  const comments = commentSources(site)
  const frames = [...iframeSources(site), ...comments.frame]
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...new Set(scriptHashes)].sort(), ...stats],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...stats, ...comments.connect],
    ...(frames.length ? [['frame-src', ...frames] as [string, ...string[]]] : []),
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['object-src', "'none'"],
  ]
  return directives.map((words) => words.join(' ')).join('; ')
}
