/**
 * Serves dist/ the way a plain static host does: the file at the path, else `path/index.html`,
 * else `404.html` with status 404. No SPA fallback, so a missing page is seen as missing.
 * Usage: tsx scripts/serve-static.ts [dir] [port]
 */
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

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
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (s) => s.isFile(),
    () => false,
  )
}

export function serveStatic(dir: string, port = 0): Promise<{ server: Server; url: string }> {
  const root = resolve(dir)
  const server = createServer(async (req, res) => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    } catch {
      pathname = '/__bad_request__'
    }
    // normalize() folds `..`; anything still outside the root is treated as missing.
    const target = join(root, normalize(pathname))
    const inside = target === root || target.startsWith(root + '/')
    const candidates = inside ? [target, join(target, 'index.html')] : []
    for (const file of candidates) {
      if (await isFile(file)) {
        res.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' })
        createReadStream(file).pipe(res)
        return
      }
    }
    const notFound = join(root, '404.html')
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    if (await isFile(notFound)) createReadStream(notFound).pipe(res)
    else res.end('Not found')
  })
  return new Promise((done) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const actual = typeof address === 'object' && address ? address.port : port
      done({ server, url: `http://127.0.0.1:${actual}/` })
    }),
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '4173'] = process.argv.slice(2)
  serveStatic(dir, Number(port)).then(({ url }) =>
    console.log(`Serving ${dir}/ at ${url} (Ctrl+C stops it)`),
  )
}
