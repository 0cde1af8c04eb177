/**
 * Serves dist/ the way a plain static host does: the file at the path, else `path/index.html`,
 * else the `404.html` of the nearest folder with status 404 (`en/404.html` for `/en/x`, as
 * Cloudflare Pages, Netlify with the build's `_redirects` and nginx with its `nginx.conf` do).
 * No SPA fallback, so a missing page is seen as missing. The headers are the build's own
 * `_headers` (security headers and CSP included), read as Netlify reads them, so every e2e test
 * runs under the policy visitors get.
 * Usage: node scripts/serve-static.ts [dir] [port] [base path, from site.yml's baseUrl]
 */
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { siteBasePath } from '../src/node/app/site-base-fs.ts'
import { revalidate, type HostRule } from '../src/node/site-files/host/host-headers.ts'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}

/** The rules of a `_headers` file (src/node/site-files/host/host-headers.ts writes it). */
export function parseHeadersFile(text: string): HostRule[] {
  const rules: HostRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} })
    else {
      const colon = line.indexOf(':')
      const rule = rules.at(-1)
      if (rule && colon > 0)
        rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
    }
  }
  return rules
}

const patterns = new Map<string, RegExp>()

function patternRegExp(pattern: string): RegExp {
  const known = patterns.get(pattern)
  if (known) return known
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  const regExp = new RegExp(`^${source}$`)
  patterns.set(pattern, regExp)
  return regExp
}

/** The headers of every rule matching `path`, later rules winning, as Netlify's own dev server does. */
export function headersForPath(rules: readonly HostRule[], path: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((r) => patternRegExp(r.pattern).test(path)).map((r) => r.headers),
  )
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  )
}

/**
 * The nearest folder's 404 page: for `/en/blog/x`, the first of `/en/blog/x/404.html`,
 * `/en/blog/404.html`, `/en/404.html` and `/404.html` that exists.
 */
async function nearestNotFoundPage(root: string, path: string): Promise<string | undefined> {
  const folders = normalize(path).split('/').filter(Boolean)
  for (let depth = folders.length; depth >= 0; depth--) {
    const page = ['', ...folders.slice(0, depth), '404.html'].join('/')
    if (await isFile(join(root, page))) return page
  }
  return undefined
}

const compressible =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|feed\+json)|image\/svg)/

const gzipped = new Map<string, { version: string; body: Buffer }>()

/**
 * A file's gzip, made once for each version of the file (its size and time), as a host that
 * compresses ahead of time serves it: the browser tests load the same scripts hundreds of times,
 * and compressing them on every request was a quarter of this process's time.
 */
async function gzippedBody(file: string): Promise<Buffer> {
  const { size, mtimeMs } = await stat(file)
  const version = `${size}:${mtimeMs}`
  const known = gzipped.get(file)
  if (known?.version === version) return known.body
  const body = await promisify(gzip)(await readFile(file))
  gzipped.set(file, { version, body })
  return body
}

/**
 * What a good static host sends: gzip for text when the browser takes it, and the headers of
 * `_headers` for the requested path; a path no rule caches revalidates, as on Netlify.
 */
async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  rules: readonly HostRule[],
  pathname: string,
) {
  const type = types[extname(file)] ?? 'application/octet-stream'
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': revalidate,
    ...headersForPath(rules, pathname),
    Vary: 'Accept-Encoding',
  }
  if (compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding']))) {
    const body = await gzippedBody(file)
    res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip' })
    return res.end(body)
  }
  res.writeHead(status, headers)
  createReadStream(file).pipe(res)
}

/**
 * @param base the sub-path the site is served under (`/portfolio/`), as on a code host's
 * project page; paths outside it get the 404 page.
 */
export function serveStatic(
  dir: string,
  port = 0,
  base = '/',
): Promise<{ server: Server; url: string }> {
  const root = resolve(dir)
  const prefix = base.replace(/\/$/, '')
  // Read per request: tests redeploy into a served folder, and a new build has new script hashes.
  const headerRules = (): Promise<HostRule[]> =>
    readFile(join(root, '_headers'), 'utf8').then(parseHeadersFile, () => [])
  const server = createServer(async (req, res) => {
    let pathname: string
    try {
      // Read as a path, never as `//host/path` (a protocol-relative address): nginx, like most
      // hosts, merges `//blog` into `/blog`, and normalize() below does too.
      pathname = decodeURIComponent(new URL(`http://x${req.url ?? '/'}`).pathname)
    } catch {
      pathname = '/__bad_request__'
    }
    const underBase = !prefix || pathname === prefix || pathname.startsWith(prefix + '/')
    const local = underBase ? pathname.slice(prefix.length) || '/' : '/__outside_base__'
    // normalize() folds `..`; anything still outside the root is treated as missing.
    const target = join(root, normalize(local))
    const inside = target === root || target.startsWith(root + '/')
    const candidates = inside ? [target, join(target, 'index.html')] : []
    for (const file of candidates) {
      if (await isFile(file)) return send(req, res, file, 200, await headerRules(), pathname)
    }
    const notFound = await nearestNotFoundPage(root, inside ? local : '/')
    if (notFound)
      return send(req, res, join(root, notFound), 404, await headerRules(), prefix + notFound)
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end('Not found')
  })
  // An address longer than Node reads (its 16 KB of request head) never reaches the handler above:
  // Node would answer an empty 431 and the browser show its own error page. It gets the site's
  // 404 page, as any other address no file holds.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code !== 'HPE_HEADER_OVERFLOW' || !socket.writable) return socket.destroy()
    void readFile(join(root, '404.html')).then(
      (page) =>
        socket.end(
          'HTTP/1.1 404 Not Found\r\nContent-Type: text/html; charset=utf-8\r\n' +
            `Content-Length: ${page.length}\r\nConnection: close\r\n\r\n${page}`,
        ),
      () => socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n'),
    )
  })
  return new Promise((done) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      done({ server, url: `http://127.0.0.1:${actual}${prefix}/` })
    }),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '4173', base = siteBasePath(process.cwd())] = process.argv.slice(2)
  serveStatic(dir, Number(port), base).then(({ url }) =>
    console.log(`Serving ${dir}/ at ${url} (Ctrl+C stops it)`),
  )
}
