/**
 * `dist/nginx.conf`: a `server {}` block serving the built site as a static host must (docs/deploy.md),
 * with the headers of host-headers.ts. A maintainer includes it inside `http {}` (after
 * `include mime.types;`) and edits `listen`, `server_name` and `root`.
 */
import { buildsDir, webAppManifestFile } from '../../../shared/artifact.ts'
import {
  immutable,
  jsonFeedType,
  markdownType,
  revalidate,
  securityHeaders,
} from './host-headers.ts'

export interface NginxOptions {
  csp: string
  /** The sub-path the site is built for; `root` is then the folder that holds that sub-path. */
  base: string
  /** Folders with a 404 page of their own (`/en`, for `/en/404.html`) besides the root's. */
  notFoundFolders?: readonly string[]
  /** Every prerendered page's path without the sub-path (`/en/blog/x`), all in lower case. */
  pages?: readonly string[]
}

/** A text inside double quotes in nginx's configuration syntax. */
const quoted = (text: string) => text.replace(/["\\]/g, '\\$&')

/** A path as a PCRE pattern, quoted. */
const pattern = (path: string) => quoted(path.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&'))

/**
 * A map from an address in any letter case to its page (issue 54, item 7): nginx matches files by
 * case, so `/BLOG/Why-Static-Sites` gets a redirect to `/blog/why-static-sites` instead of a 404.
 * nginx evaluates a map only when its variable is read, which is only for a missing file, so the
 * pages themselves never pay for the patterns.
 */
function caseMap(prefix: string, pages: readonly string[]): string[] {
  const entries = pages.map(
    (path) => `    "~*^${pattern(prefix + path)}/?$" "${quoted(prefix + path)}";`,
  )
  return ['map $uri $page_in_case {', ...entries, '}', '']
}

/** Where a missing file goes: a redirect to the page it names in another case, else the 404 page. */
const caseFallback = (name: string, notFound?: string) =>
  location(`@${name}`, [
    ...(notFound ? [`error_page 404 ${notFound};`] : []),
    'if ($page_in_case) {',
    '    return 301 $page_in_case$is_args$args;',
    '}',
    'return 404;',
  ])

/**
 * nginx refuses a directive argument over 4096 characters. The policy is about 500 today, but every
 * iframe host and inline script lengthens it; so it is kept in `set` variables of under 3000
 * characters each, joined again in `add_header`. Server-level `set` runs again on the internal
 * redirect to the 404 page.
 */
function cspVariables(csp: string): { lines: string[]; value: string } {
  const chunks: string[] = []
  for (const word of csp.split(/(?<= )/)) {
    if (!chunks.length || chunks.at(-1)!.length + word.length > 3000) chunks.push(word)
    else chunks[chunks.length - 1] += word
  }
  return {
    lines: chunks.map((chunk, i) => `set $csp_${i} "${chunk}";`),
    value: chunks.map((_, i) => `$csp_${i}`).join(''),
  }
}

/**
 * `add_header` in a location replaces every `add_header` of the server, so each location repeats
 * the whole set; `always` keeps them on the 404 page too.
 */
function headerLines(csp: string, cacheControl: string): string[] {
  const headers = { ...securityHeaders(csp), 'Cache-Control': cacheControl }
  return Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`)
}

function location(match: string, lines: string[]): string {
  return [`    location ${match} {`, ...lines.map((line) => `        ${line}`), '    }'].join('\n')
}

export function buildNginxConf({
  csp,
  base,
  notFoundFolders = [],
  pages: pagePaths = [],
}: NginxOptions): string {
  const prefix = base.replace(/\/$/, '')
  const policy = cspVariables(csp)
  const hashed = [...headerLines(policy.value, immutable), 'try_files $uri =404;']
  // The machine-readable copies (decision 0041): mime.types knows no `.md`, and names `.json`
  // plain JSON. Nested, so they keep their folder's 404 page and headers.
  const typed = (match: string, type: string) => [
    `location ${match} {`,
    `    types { }`,
    `    default_type "${type.replace(/; charset=.*/, '')}";`,
    '    try_files $uri =404;',
    '}',
  ]
  const pages = (fallback: string) => [
    `try_files $uri $uri/index.html $uri.html @${fallback};`,
    ...headerLines(policy.value, revalidate),
    ...typed('~ \\.md$', markdownType),
    ...typed('~ /feed\\.json$', jsonFeedType),
  ]
  // A locale's folder answers its missing paths with its own 404 page (`/en/x` → en/404.html).
  const localeFolders = notFoundFolders.flatMap((folder, i) => [
    location(`${prefix}${folder}/`, [
      `error_page 404 ${prefix}${folder}/404.html;`,
      ...pages(`in_case_${i}`),
    ]),
    caseFallback(`in_case_${i}`, `${prefix}${folder}/404.html`),
  ])
  const locations = [
    // `/en` and `/en/` both serve en/index.html, without a redirect.
    location(`${prefix}/`, pages('in_case')),
    caseFallback('in_case'),
    ...localeFolders,
    location(`^~ ${prefix}/assets/`, hashed),
    // Under assets/ but the redeploy signal: must never be cached long.
    location(`^~ ${prefix}/${buildsDir}/`, [
      'try_files $uri =404;',
      ...headerLines(policy.value, revalidate),
    ]),
    location(`^~ ${prefix}/_images/`, hashed),
    location(`= ${prefix}/${webAppManifestFile}`, [
      'types { }',
      'default_type application/manifest+json;',
      ...headerLines(policy.value, revalidate),
    ]),
    ...(prefix
      ? [
          location(`= ${prefix}`, [`return 301 ${prefix}/;`]),
          location('/', ['return 404;', ...headerLines(policy.value, revalidate)]),
        ]
      : []),
  ]
  return `# Generated by npm run build:prerender (src/node/site-files/host/nginx-conf.ts).
# Include inside http { include mime.types; ... }; set listen, server_name and root${prefix ? ` (the folder holding ${prefix}/)` : ''}.
${caseMap(prefix, pagePaths).join('\n')}
server {
    listen 80;
    server_name _;
    root /var/www/site;
    server_tokens off;
    # Redirects keep the host and port the visitor used (a proxy or a test on 127.0.0.1:port).
    absolute_redirect off;
    charset utf-8;
    charset_types text/css application/javascript application/json application/xml text/plain text/markdown image/svg+xml;
    gzip on;
    gzip_vary on;
    gzip_min_length 256;
    gzip_types text/css application/javascript text/javascript application/json application/xml application/manifest+json application/atom+xml application/rss+xml application/feed+json image/svg+xml text/plain text/markdown;
    # The 404 page is served with status 404 for every missing path.
    error_page 404 ${prefix}/404.html;
${policy.lines.map((line) => `    ${line}`).join('\n')}

${locations.join('\n\n')}
}
`
}
